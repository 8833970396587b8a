import type { Audience } from '../access/AudienceViewer';

/** A form model's row as the commands read and answer it (ListarModelos' MODELOS items). */
export interface FormRow {
  id: number;
  name: string;
  folderId: number | null;
  state: 'active' | 'archived' | 'deleted';
  version: number;
  v1: boolean;
  permissions: Audience;
  updatedAt: string;
  /** The name of who saved it last. */
  updatedBy: string | null;
}
