import schema from '../../../../schemas/commands/CompartilharArquivoBiblioteca.schema.json';
import { newShareToken } from '../../files/fileShareToken';
import { defineCommand } from '../CommandDefinition';
import { fileLink } from './fileLink';
import { libraryViewer } from '../../library/libraryViewer';
import { requireVisibleFile } from './requireVisibleFile';

/**
 * CompartilharArquivoBiblioteca (ID, ENABLED?, REGENERATE_TOKEN?) → TOKEN, LINK
 * (`<public url>/#/arquivo?token=<token>`), ENABLED; LIBRARY EDIT. The first call shares the file
 * (enabled unless ENABLED false); REGENERATE_TOKEN retires the old link. Kept in entity_shares (entity
 * 'libraryFile').
 */
export const compartilharArquivoBiblioteca = defineCommand<{
  ID: number;
  ENABLED?: boolean;
  REGENERATE_TOKEN?: boolean;
}>({
  name: 'CompartilharArquivoBiblioteca',
  params: schema,
  async handler(ctx, params) {
    const { viewer, trx } = await libraryViewer(ctx);
    const file = await requireVisibleFile(trx, viewer, params.ID);
    const current = await trx
      .selectFrom('entity_shares')
      .select(['token', 'enabled'])
      .where('company_id', '=', viewer.companyId)
      .where('entity', '=', 'libraryFile')
      .where('record_id', '=', file.id)
      .executeTakeFirst();
    const token = !current || params.REGENERATE_TOKEN ? newShareToken(viewer.companyId) : current.token;
    const enabled = params.ENABLED ?? current?.enabled ?? true;
    const row = { token, enabled, password_hash: null, updated_at: new Date(), updated_by: viewer.userId };
    await trx
      .insertInto('entity_shares')
      .values({ company_id: viewer.companyId, entity: 'libraryFile', record_id: file.id, ...row })
      .onConflict((oc) => oc.columns(['company_id', 'entity', 'record_id']).doUpdateSet(row))
      .execute();
    return { TOKEN: token, LINK: fileLink(ctx.config.publicUrl, token), ENABLED: enabled };
  },
});
