import schema from '../../../../schemas/commands/BaixarArquivoDocumento.schema.json';
import { loadAudienceViewer } from '../../access/loadAudienceViewer';
import { storedContentType } from '../../files/storedContentType';
import { BlobAnswer } from '../BlobAnswer';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { requireVisibleForm } from '../../forms/requireVisibleForm';

/**
 * BaixarArquivoDocumento (ID: the file's uuid) → its bytes; MODEL VIEW. Only files of the caller's
 * company and of forms the caller may see (ENTITY_NOT_FOUND otherwise). Answered as an image or PDF only
 * when the bytes are one (storedContentType), anything else as application/octet-stream.
 */
export const baixarArquivoDocumento = defineCommand<{ ID: string }>({
  name: 'BaixarArquivoDocumento',
  params: schema,
  async handler(ctx, params) {
    const { viewer, trx } = await loadAudienceViewer(ctx);
    const row = await trx
      .selectFrom('document_files')
      .select(['storage_key', 'form_id'])
      .where('company_id', '=', viewer.companyId)
      .where('id', '=', params.ID)
      .executeTakeFirst();
    if (!row) throw new CommandFailure('ENTITY_NOT_FOUND');
    await requireVisibleForm(trx, viewer, Number(row.form_id));
    const bytes = await ctx.storage.get(row.storage_key);
    if (!bytes) throw new CommandFailure('ENTITY_NOT_FOUND');
    return new BlobAnswer(bytes, storedContentType(bytes));
  },
});
