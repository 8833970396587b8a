import type { RevisionState } from './RevisionState';

/**
 * A form's approval state as ListarModelos (each form's APROVACAO) and ConsultarEdicaoModelo answer it:
 * its latest revision (docs/form-approval.md). Null instead when the form has none or is out of approval.
 */
export interface FormApprovalState {
  ESTADO: RevisionState;
  REVISAO_ID: number;
  ROUND: number;
  ATRASADA: boolean;
}
