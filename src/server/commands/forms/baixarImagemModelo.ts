import schema from '../../../../schemas/commands/BaixarImagemModelo.schema.json';
import { storedContentType } from '../../files/storedContentType';
import { BlobAnswer } from '../BlobAnswer';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { requireSession } from '../requireSession';

/**
 * BaixarImagemModelo (ID: the image's uuid) → its bytes; MODEL VIEW (whoever fills or views forms sees
 * their pictures). Only images of the caller's company (ENTITY_NOT_FOUND otherwise).
 */
export const baixarImagemModelo = defineCommand<{ ID: string }>({
  name: 'BaixarImagemModelo',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const row = await ctx.db
      .selectFrom('form_images')
      .select('storage_key')
      .where('company_id', '=', session.companyId)
      .where('id', '=', params.ID)
      .executeTakeFirst();
    const bytes = row && (await ctx.storage.get(row.storage_key));
    if (!bytes) throw new CommandFailure('ENTITY_NOT_FOUND');
    return new BlobAnswer(bytes, storedContentType(bytes));
  },
});
