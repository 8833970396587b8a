import type { Kysely } from 'kysely';
import type { ApprovalFlowSettings } from '../../runtime/formApproval/ApprovalFlow';
import type { Database } from '../db/Database';

/**
 * A flow as the revisions engine reads it. `key` is 0 for the default flow (form_revisions.flow_id null)
 * and the custom flow's id otherwise, as the commands answer FLUXO_ID.
 */
export interface RevisionFlow extends ApprovalFlowSettings {
  key: number;
  name: string;
  enabled: boolean;
}

/** A revision row's flow_id as the flow's key (0: the default flow). */
export const flowKeyOf = (flowId: number | null): number => (flowId === null ? 0 : Number(flowId));

/** A flow's key as form_revisions.flow_id (null: the default flow). */
export const flowIdOf = (key: number): number | null => (key === 0 ? null : key);

/**
 * A company's stored flows by key (0: the default flow, when the company saved one). A company has a
 * handful of flows, so the engine reads them all at once.
 *
 * @example (await loadRevisionFlows(db, 7)).get(0)?.minApprovals // 2
 */
export async function loadRevisionFlows(
  db: Kysely<Database>,
  companyId: number,
): Promise<Map<number, RevisionFlow>> {
  const rows = await db
    .selectFrom('form_approval_flows')
    .select(['id', 'kind', 'name', 'enabled', 'responsibles', 'min_approvals', 'final_approver', 'deadline'])
    .where('company_id', '=', companyId)
    .execute();
  return new Map(
    rows.map((row) => {
      const key = row.kind === 'default' ? 0 : Number(row.id);
      return [
        key,
        {
          key,
          name: row.name,
          enabled: row.kind === 'custom' || row.enabled,
          responsibles: row.responsibles,
          minApprovals: row.min_approvals,
          finalApprover: row.final_approver,
          deadline: row.deadline,
        },
      ];
    }),
  );
}

/**
 * The key of the enabled flow a form's new revisions follow (its custom flow, or the default flow when
 * on), or null when its changes publish at once (taken out of approval, or the default flow off).
 *
 * @example await formFlowKey(trx, 7, 12, flows) // 0
 */
export async function formFlowKey(
  db: Kysely<Database>,
  companyId: number,
  formId: number,
  flows: ReadonlyMap<number, RevisionFlow>,
): Promise<number | null> {
  const assignment = await db
    .selectFrom('form_approval_assignments')
    .select('flow_id')
    .where('company_id', '=', companyId)
    .where('form_id', '=', formId)
    .executeTakeFirst();
  if (assignment) return assignment.flow_id === null ? null : Number(assignment.flow_id);
  return flows.get(0)?.enabled ? 0 : null;
}
