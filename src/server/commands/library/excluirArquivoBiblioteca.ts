import schema from '../../../../schemas/commands/ExcluirArquivoBiblioteca.schema.json';
import { defineCommand } from '../CommandDefinition';
import { libraryViewer } from '../../library/libraryViewer';
import { requireVisibleFile } from './requireVisibleFile';

/** ExcluirArquivoBiblioteca (ID) → nothing; LIBRARY EDIT. Deletes the file and its public link. */
export const excluirArquivoBiblioteca = defineCommand<{ ID: number }>({
  name: 'ExcluirArquivoBiblioteca',
  params: schema,
  async handler(ctx, params) {
    const { viewer, trx } = await libraryViewer(ctx);
    const file = await requireVisibleFile(trx, viewer, params.ID);
    await trx
      .deleteFrom('entity_shares')
      .where('company_id', '=', viewer.companyId)
      .where('entity', '=', 'libraryFile')
      .where('record_id', '=', file.id)
      .execute();
    await trx
      .deleteFrom('library_files')
      .where('company_id', '=', viewer.companyId)
      .where('id', '=', file.id)
      .execute();
    ctx.afterCommit(async () => ctx.access.forgetCompanies([viewer.companyId]));
    ctx.inform(ctx.t('server.fileDeleted', { name: file.name }));
  },
});
