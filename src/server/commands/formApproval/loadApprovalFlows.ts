import type { Kysely } from 'kysely';
import { DEFAULT_APPROVAL_FLOW, type ApprovalFlow } from '../../../runtime/formApproval/ApprovalFlow';
import type { Database } from '../../db/Database';

/** What ConsultarFluxosAprovacao answers: the default flow, the custom flows and the forms out of approval. */
export interface ApprovalFlows {
  PADRAO: ApprovalFlow;
  FLUXOS: ApprovalFlow[];
  FORA: { id: number; name: string }[];
}

/**
 * A company's approval flows: the default flow (the stored one, or DEFAULT_APPROVAL_FLOW with id 0 when
 * the company never saved it), the custom flows by name, each with its live forms, and the forms taken
 * out of approval. Two queries, both scoped by company_id.
 *
 * @example (await loadApprovalFlows(db, 7)).FLUXOS[0].forms // [{ id: 12, name: 'Checklist' }]
 */
export async function loadApprovalFlows(db: Kysely<Database>, companyId: number): Promise<ApprovalFlows> {
  const flows = await db
    .selectFrom('form_approval_flows')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('kind')
    .orderBy('name')
    .orderBy('id')
    .execute();
  const assigned = await db
    .selectFrom('form_approval_assignments as a')
    .innerJoin('forms as f', (join) =>
      join.onRef('f.company_id', '=', 'a.company_id').onRef('f.id', '=', 'a.form_id'),
    )
    .select(['a.flow_id', 'f.id', 'f.name'])
    .where('a.company_id', '=', companyId)
    .where('f.state', '!=', 'deleted')
    .orderBy('f.name')
    .execute();
  const formsOf = (flowId: number | null) =>
    assigned
      .filter((a) => (a.flow_id === null ? null : Number(a.flow_id)) === flowId)
      .map((a) => ({ id: Number(a.id), name: a.name }));
  const toFlow = (row: (typeof flows)[number]): ApprovalFlow => ({
    id: Number(row.id),
    kind: row.kind,
    name: row.name,
    enabled: row.enabled,
    responsibles: row.responsibles,
    minApprovals: row.min_approvals,
    finalApprover: row.final_approver,
    deadline: row.deadline,
    forms: row.kind === 'custom' ? formsOf(Number(row.id)) : [],
  });
  const stored = flows.find((f) => f.kind === 'default');
  return {
    PADRAO: stored
      ? toFlow(stored)
      : { ...DEFAULT_APPROVAL_FLOW, id: 0, kind: 'default', name: '', forms: [] },
    FLUXOS: flows.filter((f) => f.kind === 'custom').map(toFlow),
    FORA: formsOf(null),
  };
}
