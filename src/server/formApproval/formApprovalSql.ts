import { sql } from 'kysely';
import type { RevisionState } from '../../runtime/formApproval/RevisionState';

/** What formApprovalSql selects for a form row (null: no revision). */
export interface FormApprovalJson {
  id: number;
  state: RevisionState | 'cancelled';
  round: number;
  deadline_at: string | null;
  under_flow: boolean;
}

/**
 * A correlated subquery over a `forms` row (alias `forms`): its latest revision as JSON, with whether
 * the form is under an enabled flow (its assignment's flow, or the default flow when on), so a form list
 * reads its approval states in its own statement (by the index form_revisions_form).
 * formApprovalState turns it into APROVACAO.
 *
 * @example db.selectFrom('forms').select(formApprovalSql().as('approval'))
 */
export function formApprovalSql() {
  return sql<FormApprovalJson | null>`(select jsonb_build_object('id', r.id, 'state', r.state, 'round', r.round,
      'deadline_at', r.deadline_at,
      'under_flow', coalesce(
        (select a.flow_id is not null from form_approval_assignments a
          where a.company_id = forms.company_id and a.form_id = forms.id),
        (select d.enabled from form_approval_flows d where d.company_id = forms.company_id and d.kind = 'default'),
        false))
    from form_revisions r where r.company_id = forms.company_id and r.form_id = forms.id
    order by r.id desc limit 1)`;
}
