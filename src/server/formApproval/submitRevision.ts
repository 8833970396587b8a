import type { Transaction } from 'kysely';
import type { Database } from '../db/Database';
import type { JobQueue } from '../jobs/JobQueue';
import { deadlineAt } from './deadlineAt';
import type { pendingRevision } from './pendingRevision';
import { flowIdOf, type RevisionFlow } from './RevisionFlow';
import { revisionDeadlineJobs } from './revisionDeadlineJobs';
import { EMPTY_ROUND_SUMMARY } from './roundSummary';

type Pending = NonNullable<Awaited<ReturnType<typeof pendingRevision>>>;

/** What SalvarModelo answers as REVISAO. */
export interface SubmittedRevision {
  ID: number;
  ESTADO: 'in_review';
  ROUND: number;
}

/**
 * Records a save of a form under an approval flow as a revision (docs/form-approval.md "Revisions"), in
 * the save's transaction, once its form_versions row `proposedVersion` is written: without a pending
 * revision a new one (round 1, in review) under `flow`; a revision in review is updated in place (same
 * round, the round's decisions and approvals reset: the reviewers see a new proposal); a disapproved one
 * starts its next round, in review again with a new deadline. The deadline job is scheduled with it.
 *
 * @example await submitRevision(trx, ctx.jobs, { companyId, formId, authorId, baseVersion: 3, proposedVersion: 5, pending, flow });
 */
export async function submitRevision(
  trx: Transaction<Database>,
  jobs: JobQueue,
  change: {
    companyId: number;
    formId: number;
    authorId: number;
    baseVersion: number;
    proposedVersion: number;
    pending: Pending | undefined;
    /** The pending revision's flow, or the one the form follows for a new revision. */
    flow: RevisionFlow;
  },
): Promise<SubmittedRevision> {
  const { companyId, pending, flow } = change;
  const now = new Date();
  const versions = { base_version: change.baseVersion, proposed_version: change.proposedVersion };
  if (pending?.state === 'in_review') {
    await trx
      .updateTable('form_revisions')
      .set({ ...versions, ...EMPTY_ROUND_SUMMARY, updated_at: now })
      .where('company_id', '=', companyId)
      .where('id', '=', pending.id)
      .execute();
    const round = { company_id: companyId, revision_id: pending.id, round: pending.round };
    await trx
      .updateTable('form_revision_rounds')
      .set(versions)
      .where('company_id', '=', companyId)
      .where('revision_id', '=', pending.id)
      .where('round', '=', pending.round)
      .execute();
    for (const table of ['form_revision_decisions', 'form_revision_approvals'] as const)
      await trx
        .deleteFrom(table)
        .where('company_id', '=', round.company_id)
        .where('revision_id', '=', round.revision_id)
        .where('round', '=', round.round)
        .execute();
    return { ID: Number(pending.id), ESTADO: 'in_review', ROUND: pending.round };
  }
  const deadline = deadlineAt(flow.deadline, now);
  let id: number;
  let round: number;
  if (pending) {
    id = Number(pending.id);
    round = pending.round + 1;
    await trx
      .updateTable('form_revisions')
      .set({
        ...versions,
        state: 'in_review',
        round,
        ...EMPTY_ROUND_SUMMARY,
        updated_at: now,
        deadline_at: deadline,
        reminded_at: null,
      })
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .execute();
  } else {
    round = 1;
    const created = await trx
      .insertInto('form_revisions')
      .values({
        company_id: companyId,
        form_id: change.formId,
        flow_id: flowIdOf(flow.key),
        state: 'in_review',
        round,
        ...versions,
        author_id: change.authorId,
        created_at: now,
        updated_at: now,
        deadline_at: deadline,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = Number(created.id);
  }
  await trx
    .insertInto('form_revision_rounds')
    .values({ company_id: companyId, revision_id: id, round, ...versions, created_at: now })
    .execute();
  await revisionDeadlineJobs.schedule(jobs, trx, companyId, id, deadline);
  return { ID: id, ESTADO: 'in_review', ROUND: round };
}
