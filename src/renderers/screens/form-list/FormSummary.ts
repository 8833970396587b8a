import type { Permissions } from '../../forms/editor/PermissionsFields';

/** A form as ListarModelos answers it (docs/forms.md). */
export interface FormSummary {
  id: number;
  name: string;
  folderId: number | null;
  state: 'active' | 'archived' | 'deleted';
  version: number;
  v1: boolean;
  updatedAt: string;
  updatedBy: string | number | null;
  permissions: Permissions;
}
