import schema from '../../../../schemas/commands/ListarModelos.schema.json';
import { readAudienceViewer } from '../../access/readAudienceViewer';
import { defineCommand } from '../CommandDefinition';
import { libraryAccessOptions } from '../../library/libraryAccessOptions';
import type { FolderRow } from '../../forms/FolderRow';
import type { FormRow } from '../../forms/FormRow';
import { formVisible } from '../../forms/formVisible';
import { loadFolders } from '../../forms/loadFolders';
import { selectForms } from '../../forms/selectForms';

interface Params {
  ESTADO?: FormRow['state'];
  PARA_PREENCHER?: boolean;
  BUSCA?: string;
  OPCOES_ACESSO?: boolean;
}

/** Whether a folder or one of its ancestors keeps its forms out of the filling list. */
function hiddenWhenFilling(folderId: number | null, all: ReadonlyMap<number, FolderRow>): boolean {
  for (let at = folderId, steps = 0; at !== null && steps <= all.size; steps++) {
    const folder = all.get(at);
    if (!folder) return false;
    if (folder.hideFormsWhenFilling) return true;
    at = folder.parentId;
  }
  return false;
}

/**
 * ListarModelos {ESTADO?: active (default) | archived | deleted, PARA_PREENCHER?, BUSCA?} → MODELOS
 * [{id, name, folderId, state, version, v1, updatedAt, updatedBy, permissions}] by name, PASTAS [{id,
 * name, parentId, permissions, hideFormsWhenFilling}]: only what the caller may see (form and folder
 * permissions combine; administrators see all). PARA_PREENCHER: the active forms to fill, without those
 * under a folder that hides its forms when filling. BUSCA filters forms by name (accents and case
 * ignored). OPCOES_ACESSO: also OPCOES_ACESSO {roles, squads, employees} ([{id, name}] by name), the
 * pickers of form and folder permissions and of alert recipients. Each form has APROVACAO: its approval
 * state (formApprovalSql; null when none or out of approval). MODEL VIEW.
 */
export const listarModelos = defineCommand<Params>({
  name: 'ListarModelos',
  params: schema,
  async handler(ctx, params) {
    const { viewer } = await readAudienceViewer(ctx);
    const folders = await loadFolders(ctx.db, viewer);
    const state = params.PARA_PREENCHER ? 'active' : (params.ESTADO ?? 'active');
    const fold = (text: string) =>
      text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
    const search = fold(params.BUSCA?.trim() ?? '');
    const forms = (await selectForms(ctx.db, viewer.companyId, { state, approval: true })).filter(
      (form) =>
        formVisible(form, folders.visible, viewer) &&
        (!params.PARA_PREENCHER || !hiddenWhenFilling(form.folderId, folders.all)) &&
        (!search || fold(form.name).includes(search)),
    );
    return {
      MODELOS: forms,
      PASTAS: [...folders.visible.values()],
      ...(params.OPCOES_ACESSO
        ? { OPCOES_ACESSO: await libraryAccessOptions(ctx.db, viewer.companyId, ctx.metadata, ctx.t) }
        : {}),
    };
  },
});
