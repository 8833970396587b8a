import schema from '../../../../schemas/commands/BaixarImagem.schema.json';
import { storedContentType } from '../../files/storedContentType';
import { BlobAnswer } from '../BlobAnswer';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { requireSession } from '../requireSession';

/**
 * BaixarImagem (ID: the image's uuid) → its bytes, for the previews of entity image fields and the logo.
 * Only images of the caller's company (ENTITY_NOT_FOUND otherwise).
 */
export const baixarImagem = defineCommand<{ ID: string }>({
  name: 'BaixarImagem',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const row = await ctx.db
      .selectFrom('images')
      .select('storage_key')
      .where('company_id', '=', session.companyId)
      .where('id', '=', params.ID)
      .executeTakeFirst();
    const bytes = row && (await ctx.storage.get(row.storage_key));
    if (!bytes) throw new CommandFailure('ENTITY_NOT_FOUND');
    return new BlobAnswer(bytes, storedContentType(bytes));
  },
});
