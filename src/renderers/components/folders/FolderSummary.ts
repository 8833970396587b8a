import type { Permissions } from '../../forms/editor/PermissionsFields';

/** A folder of forms as ListarModelos answers it (docs/forms.md); the form list and the form editor's folder select read it. */
export interface FolderSummary {
  id: number;
  name: string;
  parentId: number | null;
  permissions: Permissions;
  hideFormsWhenFilling: boolean;
}
