import type { Kysely } from 'kysely';
import type { RevisionState } from '../../runtime/formApproval/RevisionState';
import type { Database } from '../db/Database';
import { loadRevisionFlows } from './RevisionFlow';

/** A form's approval state as ListarModelos and ConsultarEdicaoModelo answer APROVACAO. */
export interface FormApprovalState {
  ESTADO: RevisionState;
  REVISAO_ID: number;
  ROUND: number;
  ATRASADA: boolean;
}

/**
 * The approval state of a company's forms (all, or `formIds`), by form id: its latest revision, when it is
 * pending, or when the form is under an enabled flow (a form out of approval, or without any revision,
 * is absent: APROVACAO null). One query for the latest revisions (distinct on, by the form index).
 *
 * @example (await formApprovalStates(db, 7, [12])).get(12) // { ESTADO: 'in_review', REVISAO_ID: 3, ROUND: 1, ATRASADA: false }
 */
export async function formApprovalStates(
  db: Kysely<Database>,
  companyId: number,
  formIds?: readonly number[],
): Promise<Map<number, FormApprovalState>> {
  if (formIds && !formIds.length) return new Map();
  let query = db
    .selectFrom('form_revisions')
    .distinctOn('form_id')
    .select(['form_id', 'id', 'state', 'round', 'deadline_at'])
    .where('company_id', '=', companyId)
    .orderBy('form_id')
    .orderBy('id', 'desc');
  if (formIds) query = query.where('form_id', 'in', formIds);
  const rows = await query.execute();
  if (!rows.length) return new Map();
  const flows = await loadRevisionFlows(db, companyId);
  const assignments = new Map(
    (
      await db
        .selectFrom('form_approval_assignments')
        .select(['form_id', 'flow_id'])
        .where('company_id', '=', companyId)
        .execute()
    ).map((a) => [Number(a.form_id), a.flow_id === null ? null : Number(a.flow_id)]),
  );
  const defaultOn = !!flows.get(0)?.enabled;
  const now = Date.now();
  const states = new Map<number, FormApprovalState>();
  for (const row of rows) {
    const formId = Number(row.form_id);
    const assigned = assignments.get(formId);
    const underFlow = assignments.has(formId) ? assigned !== null : defaultOn;
    if (row.state === 'approved' && !underFlow) continue;
    states.set(formId, {
      ESTADO: row.state,
      REVISAO_ID: Number(row.id),
      ROUND: row.round,
      ATRASADA:
        row.state === 'in_review' && row.deadline_at !== null && new Date(row.deadline_at).getTime() < now,
    });
  }
  return states;
}
