import schema from '../../../../schemas/commands/SalvarPermissoesPasta.schema.json';
import { audienceOf } from '../../access/audienceOf';
import type { Audience } from '../../access/AudienceViewer';
import { loadAudienceViewer } from '../../access/loadAudienceViewer';
import { requireCompanyAudience } from '../../access/requireCompanyAudience';
import { defineCommand } from '../CommandDefinition';
import { loadFolders } from '../../forms/loadFolders';
import { requireConfigurableFolder } from './requireConfigurableFolder';

interface Params {
  ID: number;
  PERMISSOES: Partial<Audience>;
  OCULTAR_AO_PREENCHER?: boolean;
  RECURSIVO?: boolean;
}

/**
 * SalvarPermissoesPasta {ID, PERMISSOES, OCULTAR_AO_PREENCHER?, RECURSIVO?} → PERMISSOES: who may see a
 * folder (and so everything under it) and whether its forms stay out of the filling list. RECURSIVO
 * copies both to every subfolder and the permissions to every form below. A folder the caller may not
 * see is FOLDER_NO_PERMISSION ('Usuário não tem permissão para configurar está pasta'); a role, work
 * group or employee not of the company LOOKUP_NOT_FOUND (requireCompanyAudience). MODEL EDIT.
 */
export const salvarPermissoesPasta = defineCommand<Params>({
  name: 'SalvarPermissoesPasta',
  params: schema,
  async handler(ctx, params) {
    const { viewer, trx } = await loadAudienceViewer(ctx);
    const folders = await loadFolders(trx, viewer);
    const folder = requireConfigurableFolder(folders, params.ID);
    const permissions = audienceOf(params.PERMISSOES);
    await requireCompanyAudience(trx, viewer.companyId, permissions, 'PERMISSOES', ctx.t);
    const hide = params.OCULTAR_AO_PREENCHER ?? folder.hideFormsWhenFilling;
    const ids = [folder.id];
    if (params.RECURSIVO)
      for (let i = 0; i < ids.length; i++)
        for (const child of folders.all.values()) if (child.parentId === ids[i]) ids.push(child.id);
    const now = new Date();
    await trx
      .updateTable('form_folders')
      .set({ permissions: JSON.stringify(permissions), hide_forms_when_filling: hide, updated_at: now })
      .where('company_id', '=', viewer.companyId)
      .where('id', 'in', ids)
      .execute();
    if (params.RECURSIVO)
      await trx
        .updateTable('forms')
        .set({ permissions: JSON.stringify(permissions), updated_at: now })
        .where('company_id', '=', viewer.companyId)
        .where('folder_id', 'in', ids)
        .execute();
    return { PERMISSOES: permissions };
  },
});
