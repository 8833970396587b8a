import schema from '../../../../schemas/commands/MoverModelo.schema.json';
import { loadAudienceViewer } from '../../access/loadAudienceViewer';
import { defineCommand } from '../CommandDefinition';
import { requireConfigurableFolder } from './requireConfigurableFolder';
import { requireVisibleForm } from '../../forms/requireVisibleForm';

/**
 * MoverModelo {ID, PASTA_ID: number | null (root), HERDAR_PERMISSOES?} → PERMISSOES: moves a form into a
 * folder the caller may configure (FOLDER_NO_PERMISSION otherwise); HERDAR_PERMISSOES gives the form
 * the destination folder's permissions (at the root: everybody). MODEL EDIT.
 */
export const moverModelo = defineCommand<{
  ID: number;
  PASTA_ID: number | null;
  HERDAR_PERMISSOES?: boolean;
}>({
  name: 'MoverModelo',
  params: schema,
  async handler(ctx, params) {
    const { viewer, trx } = await loadAudienceViewer(ctx);
    const { form, folders } = await requireVisibleForm(trx, viewer, params.ID, { forUpdate: true });
    const folder = params.PASTA_ID === null ? null : requireConfigurableFolder(folders, params.PASTA_ID);
    const permissions = params.HERDAR_PERMISSOES
      ? (folder?.permissions ?? { roles: [], squads: [], employees: [] })
      : form.permissions;
    await trx
      .updateTable('forms')
      .set({
        folder_id: folder?.id ?? null,
        permissions: JSON.stringify(permissions),
        updated_at: new Date(),
      })
      .where('company_id', '=', viewer.companyId)
      .where('id', '=', form.id)
      .execute();
    return { PERMISSOES: permissions };
  },
});
