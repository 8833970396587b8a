import schema from '../../../../schemas/commands/ExcluirPasta.schema.json';
import { loadAudienceViewer } from '../../access/loadAudienceViewer';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { loadFolders } from '../../forms/loadFolders';
import { requireConfigurableFolder } from './requireConfigurableFolder';

/**
 * ExcluirPasta {ID}: deletes a folder the caller may configure; refused while it has subfolders
 * (FOLDER_HAS_SUBFOLDERS); its forms (in any state) move up to its parent. MODEL EDIT.
 */
export const excluirPasta = defineCommand<{ ID: number }>({
  name: 'ExcluirPasta',
  params: schema,
  async handler(ctx, params) {
    const { viewer, trx } = await loadAudienceViewer(ctx);
    await trx.selectFrom('companies').select('id').where('id', '=', viewer.companyId).forUpdate().execute();
    const folders = await loadFolders(trx, viewer);
    const folder = requireConfigurableFolder(folders, params.ID);
    if ([...folders.all.values()].some((f) => f.parentId === folder.id))
      throw new CommandFailure('FOLDER_HAS_SUBFOLDERS');
    await trx
      .updateTable('forms')
      .set({ folder_id: folder.parentId })
      .where('company_id', '=', viewer.companyId)
      .where('folder_id', '=', folder.id)
      .execute();
    await trx
      .deleteFrom('form_folders')
      .where('company_id', '=', viewer.companyId)
      .where('id', '=', folder.id)
      .execute();
    return {};
  },
});
