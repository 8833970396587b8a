import type { FormApprovalState } from '../../formApproval/FormApprovalState';
import type { Audience } from './Audience';

/**
 * A form model's row as the commands read and answer it (ListarModelos' MODELOS items).
 *
 * @example const { MODELOS } = await command<{ MODELOS: FormRow[] }>('ListarModelos');
 */
export interface FormRow {
  id: number;
  name: string;
  folderId: number | null;
  state: 'active' | 'archived' | 'deleted';
  version: number;
  v1: boolean;
  permissions: Audience;
  /** ISO instant of the last save. */
  updatedAt: string;
  /** The name of who saved it last. */
  updatedBy: string | null;
  /** ListarModelos only: the form's approval state (null: no revision, or out of approval). */
  APROVACAO?: FormApprovalState | null;
}
