import schema from '../../../../schemas/commands/SalvarPasta.schema.json';
import { loadAudienceViewer } from '../../access/loadAudienceViewer';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { loadFolders } from '../../forms/loadFolders';
import { requireConfigurableFolder } from './requireConfigurableFolder';

/**
 * SalvarPasta {ID? (absent: create), NOME, PAI_ID?: number | null} → ID: creates, renames or moves a
 * folder. The folder and its new parent must be folders the caller may configure (FOLDER_NO_PERMISSION);
 * a folder is never its own parent (SELF_PARENT) nor under one of its subfolders (PARENT_CYCLE). MODEL EDIT.
 */
export const salvarPasta = defineCommand<{ ID?: number; NOME: string; PAI_ID?: number | null }>({
  name: 'SalvarPasta',
  params: schema,
  async handler(ctx, params) {
    const { viewer, trx } = await loadAudienceViewer(ctx);
    // Serialises folder moves in one company: the cycle check sees settled rows.
    await trx.selectFrom('companies').select('id').where('id', '=', viewer.companyId).forUpdate().execute();
    const folders = await loadFolders(trx, viewer);
    const parentId = params.PAI_ID ?? null;
    const field = ctx.t('server.formFolderParent');
    if (params.ID !== undefined) {
      requireConfigurableFolder(folders, params.ID);
      if (parentId === params.ID) throw new CommandFailure('SELF_PARENT', { field });
    }
    if (parentId !== null) requireConfigurableFolder(folders, parentId);
    for (let at = parentId, steps = 0; at !== null && steps <= folders.all.size; steps++) {
      if (at === params.ID) throw new CommandFailure('PARENT_CYCLE', { field });
      at = folders.all.get(at)?.parentId ?? null;
    }
    const name = params.NOME.trim();
    if (params.ID === undefined) {
      const created = await trx
        .insertInto('form_folders')
        .values({
          company_id: viewer.companyId,
          name,
          parent_id: parentId,
          permissions: JSON.stringify({ roles: [], squads: [], employees: [] }),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { ID: created.id };
    }
    await trx
      .updateTable('form_folders')
      .set({ name, parent_id: parentId, updated_at: new Date() })
      .where('company_id', '=', viewer.companyId)
      .where('id', '=', params.ID)
      .execute();
    return { ID: params.ID };
  },
});
