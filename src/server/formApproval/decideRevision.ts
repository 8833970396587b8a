import type { Transaction } from 'kysely';
import type { AudienceViewer } from '../access/AudienceViewer';
import { CommandFailure } from '../commands/CommandFailure';
import type { Database } from '../db/Database';
import type { JobQueue } from '../jobs/JobQueue';
import { publishRevision } from './publishRevision';
import { revisionDisapprovalJobs } from './revisionDisapprovalJobs';
import { flowKeyOf, loadRevisionFlows } from './RevisionFlow';
import { isFinalApprover, isResponsible } from './revisionRoles';
import { roundAdjustments } from './roundAdjustments';
import { recordApproval } from './roundSummary';

/** What a reviewer does to a revision in review (AvaliarAjusteRevisao, AprovarRevisaoModelo, ReprovarRevisaoModelo). */
export type RevisionDecision =
  | { kind: 'adjustment'; adjustmentId: string; decision: 'approved' | 'rejected'; justification?: string }
  | { kind: 'approve' }
  | { kind: 'reject'; justification: string };

/**
 * A reviewer's decision on a company's revision, in the command's transaction (docs/form-approval.md
 * "Transitions"). The revision (locked) must be in review (REVISION_CLOSED otherwise) and the caller one
 * of its flow's responsibles or its final approver (REVISION_NOT_REVIEWER). Rejecting an adjustment, or
 * the revision, needs a justification (REVISION_JUSTIFICATION_REQUIRED) and sends the revision back to its
 * author, disapproved, who is e-mailed it (revisionDisapprovalJobs). Approving records the decisions the
 * reviewer had not made (every adjustment approved) and the reviewer's approval (recordApproval): a
 * responsible's counts towards the flow's minimum (once per round: REVISION_ALREADY_APPROVED); the final
 * approver's only once the minimum is reached (REVISION_FINAL_WAITS). With the minimum reached and the final approval given (or none asked) the
 * proposed version is published. Answers whether it was.
 *
 * @example await decideRevision(trx, ctx.jobs, viewer, 3, { kind: 'approve' }) // { published: false }
 */
export async function decideRevision(
  trx: Transaction<Database>,
  jobs: JobQueue,
  viewer: AudienceViewer,
  id: number,
  decision: RevisionDecision,
): Promise<{ published: boolean }> {
  const companyId = viewer.companyId;
  const justification = 'justification' in decision ? (decision.justification?.trim() ?? '') : '';
  const rejecting =
    decision.kind === 'reject' || (decision.kind === 'adjustment' && decision.decision === 'rejected');
  const revision = await trx
    .selectFrom('form_revisions')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!revision) throw new CommandFailure('ENTITY_NOT_FOUND');
  const flow = (await loadRevisionFlows(trx, companyId)).get(flowKeyOf(revision.flow_id));
  const responsible = !!flow && isResponsible(flow, viewer);
  const final = !!flow && isFinalApprover(flow, viewer);
  if (!responsible && !final) throw new CommandFailure('REVISION_NOT_REVIEWER');
  if (revision.state !== 'in_review') throw new CommandFailure('REVISION_CLOSED');
  if (rejecting && !justification) throw new CommandFailure('REVISION_JUSTIFICATION_REQUIRED');
  const now = new Date();
  const round = { company_id: companyId, revision_id: Number(revision.id), round: revision.round };
  const adjustments = await roundAdjustments(trx, companyId, revision);
  if (decision.kind === 'adjustment') {
    if (!adjustments.some((a) => a.id === decision.adjustmentId))
      throw new CommandFailure('ENTITY_NOT_FOUND');
    const row = { decision: decision.decision, justification: rejecting ? justification : null, at: now };
    await trx
      .insertInto('form_revision_decisions')
      .values({ ...round, adjustment_id: decision.adjustmentId, reviewer_id: viewer.userId, ...row })
      .onConflict((c) =>
        c.columns(['company_id', 'revision_id', 'round', 'adjustment_id', 'reviewer_id']).doUpdateSet(row),
      )
      .execute();
  }
  if (rejecting) {
    await trx
      .updateTable('form_revision_rounds')
      .set({ rejected_by: viewer.userId, justification, rejected_at: now })
      .where('company_id', '=', companyId)
      .where('revision_id', '=', round.revision_id)
      .where('round', '=', round.round)
      .execute();
    await trx
      .updateTable('form_revisions')
      .set({ state: 'disapproved', updated_at: now })
      .where('company_id', '=', companyId)
      .where('id', '=', round.revision_id)
      .execute();
    await revisionDisapprovalJobs.schedule(jobs, trx, {
      companyId,
      revisionId: round.revision_id,
      round: round.round,
    });
    return { published: false };
  }
  if (decision.kind !== 'approve') return { published: false };
  const approvals = await trx
    .selectFrom('form_revision_approvals')
    .select(['reviewer_id', 'final'])
    .where('company_id', '=', companyId)
    .where('revision_id', '=', round.revision_id)
    .where('round', '=', round.round)
    .execute();
  const counted = approvals.filter((a) => !a.final);
  const reached = counted.length >= flow!.minApprovals;
  const finalGiven = approvals.some((a) => a.final);
  let asFinal: boolean;
  if (final && reached && !finalGiven) asFinal = true;
  else if (responsible && !counted.some((a) => a.reviewer_id === viewer.userId)) asFinal = false;
  else if (responsible) throw new CommandFailure('REVISION_ALREADY_APPROVED');
  else throw new CommandFailure(finalGiven ? 'REVISION_ALREADY_APPROVED' : 'REVISION_FINAL_WAITS');
  const decided = new Set(
    (
      await trx
        .selectFrom('form_revision_decisions')
        .select('adjustment_id')
        .where('company_id', '=', companyId)
        .where('revision_id', '=', round.revision_id)
        .where('round', '=', round.round)
        .where('reviewer_id', '=', viewer.userId)
        .execute()
    ).map((d) => d.adjustment_id),
  );
  const undecided = adjustments.filter((a) => !decided.has(a.id));
  if (undecided.length)
    await trx
      .insertInto('form_revision_decisions')
      .values(
        undecided.map((a) => ({
          ...round,
          adjustment_id: a.id,
          reviewer_id: viewer.userId,
          decision: 'approved' as const,
          justification: null,
          at: now,
        })),
      )
      .execute();
  await recordApproval(trx, round, viewer.userId, asFinal, now);
  const count = counted.length + (asFinal ? 0 : 1);
  const finalDone = !flow!.finalApprover || finalGiven || asFinal;
  if (count < flow!.minApprovals || !finalDone) return { published: false };
  await publishRevision(trx, companyId, { ...revision, id: round.revision_id });
  return { published: true };
}
