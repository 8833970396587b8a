import schema from '../../../../schemas/commands/ExcluirBiblioteca.schema.json';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { libraryViewer } from '../../library/libraryViewer';
import { requireVisibleLibrary } from './requireVisibleLibrary';

/**
 * ExcluirBiblioteca (ID) → nothing; LIBRARY EDIT. Deletes the library, its files and their public links
 * in one transaction. A library with sub-libraries (even ones the caller cannot see) is refused with
 * LIBRARY_HAS_SUBLIBRARIES: they are deleted first (spec 001 section 4, as folders).
 */
export const excluirBiblioteca = defineCommand<{ ID: number }>({
  name: 'ExcluirBiblioteca',
  params: schema,
  async handler(ctx, params) {
    const { viewer, trx } = await libraryViewer(ctx);
    const companyId = viewer.companyId;
    const { library, all } = await requireVisibleLibrary(trx, viewer, params.ID);
    if ([...all.values()].some((l) => l.parentId === library.id))
      throw new CommandFailure('LIBRARY_HAS_SUBLIBRARIES');
    const files = trx
      .selectFrom('library_files')
      .select('id')
      .where('company_id', '=', companyId)
      .where('library_id', '=', library.id);
    await trx
      .deleteFrom('entity_shares')
      .where('company_id', '=', companyId)
      .where('entity', '=', 'libraryFile')
      .where('record_id', 'in', files)
      .execute();
    await trx
      .deleteFrom('library_files')
      .where('company_id', '=', companyId)
      .where('library_id', '=', library.id)
      .execute();
    await trx
      .deleteFrom('libraries')
      .where('company_id', '=', companyId)
      .where('id', '=', library.id)
      .execute();
    ctx.afterCommit(async () => ctx.access.forgetCompanies([companyId]));
    ctx.inform(ctx.t('server.libraryDeleted'));
  },
});
