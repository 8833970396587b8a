import type { FormApprovalState } from '../../runtime/formApproval/FormApprovalState';
import type { FormApprovalJson } from './formApprovalSql';

/**
 * A form's APROVACAO from formApprovalSql's JSON: null without a revision, for a cancelled one (the form
 * was deleted while it was pending), or for an approved one of a form no longer under an enabled flow
 * (out of approval).
 *
 * @example formApprovalState({ id: 3, state: 'in_review', round: 1, deadline_at: null, under_flow: true }, Date.now())
 * // { ESTADO: 'in_review', REVISAO_ID: 3, ROUND: 1, ATRASADA: false }
 */
export function formApprovalState(json: FormApprovalJson | null, now: number): FormApprovalState | null {
  if (!json || json.state === 'cancelled' || (json.state === 'approved' && !json.under_flow)) return null;
  return {
    ESTADO: json.state,
    REVISAO_ID: Number(json.id),
    ROUND: json.round,
    ATRASADA:
      json.state === 'in_review' && json.deadline_at !== null && new Date(json.deadline_at).getTime() < now,
  };
}
