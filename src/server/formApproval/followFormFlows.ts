import type { Transaction } from 'kysely';
import type { Database } from '../db/Database';
import type { JobQueue } from '../jobs/JobQueue';
import { deadlineAt } from './deadlineAt';
import { publishRevision } from './publishRevision';
import { flowIdOf, flowKeyOf, formFlowKey, loadRevisionFlows } from './RevisionFlow';
import { revisionDeadlineJobs } from './revisionDeadlineJobs';
import { EMPTY_ROUND_SUMMARY } from './roundSummary';

/**
 * After a change of the flows (docs/form-approval.md "Configuration and pending revisions"), the pending
 * revisions picked by `which` follow their form to the flow it follows now, in the command's transaction:
 * - to another enabled flow: the revision moves, its round's decisions and approvals reset (the new
 *   flow's responsibles decide) and its deadline is the new flow's from the round's start;
 * - to no flow (out of approval, or the default flow turned off or gone): approved automatically, its
 *   proposed version published (spec 001 §4 "undoing the default approval makes forms approved");
 * - to the flow it is already in: nothing.
 * Disapproved revisions follow too. `approve` approves every picked revision wherever its form goes (the
 * default flow turned off: its pending revisions end, as the screen's confirmation says). Answers how
 * many were approved.
 *
 * @example await followFormFlows(trx, ctx.jobs, companyId, { formIds: [12] });
 */
export async function followFormFlows(
  trx: Transaction<Database>,
  jobs: JobQueue,
  companyId: number,
  which: { formIds: readonly number[] } | { flowKey: number },
  options: { approve?: boolean } = {},
): Promise<number> {
  let query = trx
    .selectFrom('form_revisions')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('state', 'in', ['in_review', 'disapproved'])
    .orderBy('id')
    .forUpdate();
  if ('formIds' in which) {
    if (!which.formIds.length) return 0;
    query = query.where('form_id', 'in', which.formIds);
  } else {
    const flowId = flowIdOf(which.flowKey);
    query = flowId === null ? query.where('flow_id', 'is', null) : query.where('flow_id', '=', flowId);
  }
  const revisions = await query.execute();
  if (!revisions.length) return 0;
  const flows = await loadRevisionFlows(trx, companyId);
  let approved = 0;
  for (const revision of revisions) {
    const target = await formFlowKey(trx, companyId, revision.form_id, flows);
    const flow = target === null ? undefined : flows.get(target);
    if (options.approve || !flow?.enabled) {
      await publishRevision(trx, companyId, revision);
      approved++;
      continue;
    }
    if (flow.key === flowKeyOf(revision.flow_id)) continue;
    const round = await trx
      .selectFrom('form_revision_rounds')
      .select('created_at')
      .where('company_id', '=', companyId)
      .where('revision_id', '=', revision.id)
      .where('round', '=', revision.round)
      .executeTakeFirstOrThrow();
    const deadline = deadlineAt(flow.deadline, new Date(round.created_at));
    await trx
      .updateTable('form_revisions')
      .set({
        flow_id: flowIdOf(flow.key),
        deadline_at: deadline,
        reminded_at: null,
        ...EMPTY_ROUND_SUMMARY,
        updated_at: new Date(),
      })
      .where('company_id', '=', companyId)
      .where('id', '=', revision.id)
      .execute();
    for (const table of ['form_revision_decisions', 'form_revision_approvals'] as const)
      await trx
        .deleteFrom(table)
        .where('company_id', '=', companyId)
        .where('revision_id', '=', revision.id)
        .where('round', '=', revision.round)
        .execute();
    await revisionDeadlineJobs.schedule(jobs, trx, companyId, revision.id, deadline);
  }
  return approved;
}
