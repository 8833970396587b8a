import schema from '../../../../schemas/commands/BaixarDownload.schema.json';
import { BlobAnswer } from '../BlobAnswer';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { requireSession } from '../requireSession';

/**
 * BaixarDownload {ID} → the file, as an attachment named like the queue shows it; TASK VIEW. Only the
 * caller's own download of its company (another user's or company's is ENTITY_NOT_FOUND); one not
 * ready yet or in error is DOWNLOAD_NOT_READY. It moves ready → downloading (committed at once, before
 * the bytes are read, so the queue shows it) → done; a done download may be fetched again until the
 * retention sweep removes it. Bytes gone from the storage mark it `error` (request it again).
 */
export const baixarDownload = defineCommand<{ ID: number }>({
  name: 'BaixarDownload',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const target = () =>
      ctx.db
        .updateTable('downloads')
        .where('company_id', '=', session.companyId)
        .where('id', '=', params.ID)
        .where('user_id', '=', session.userId);
    // Outside the command's transaction (not begun yet): other requests see `downloading` meanwhile.
    const row = await target()
      .where('status', 'in', ['ready', 'downloading', 'done'])
      .set({ status: 'downloading' })
      .returning(['storage_key', 'file_name', 'content_type'])
      .executeTakeFirst();
    if (!row) {
      const exists = await ctx.db
        .selectFrom('downloads')
        .select('id')
        .where('company_id', '=', session.companyId)
        .where('id', '=', params.ID)
        .where('user_id', '=', session.userId)
        .executeTakeFirst();
      throw new CommandFailure(exists ? 'DOWNLOAD_NOT_READY' : 'ENTITY_NOT_FOUND');
    }
    const bytes = row.storage_key ? await ctx.storage.get(row.storage_key) : null;
    const trx = await ctx.transaction();
    if (!bytes) {
      await trx
        .updateTable('downloads')
        .where('company_id', '=', session.companyId)
        .where('id', '=', params.ID)
        .set({ status: 'error', error_code: 'DOWNLOAD_BUILD_FAILED' })
        .execute();
      throw new CommandFailure('ENTITY_NOT_FOUND', {}, { keepWrites: true });
    }
    await trx
      .updateTable('downloads')
      .where('company_id', '=', session.companyId)
      .where('id', '=', params.ID)
      .set({ status: 'done', downloaded_at: new Date() })
      .execute();
    return new BlobAnswer(bytes, row.content_type ?? 'application/octet-stream', {
      fileName: row.file_name ?? `download_${params.ID}`,
      noStore: true,
    });
  },
});
