import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/Database';

/** form_revisions' summary of a round without approvals: a new round, or a round whose approvals reset. */
export const EMPTY_ROUND_SUMMARY = {
  approvals: 0,
  approvers: sql<number[]>`'{}'::integer[]`,
  final_approved: false,
};

/**
 * Records a reviewer's approval of a revision's latest round and keeps the revision row's summary of it
 * (`approvals`, `approvers`, `final_approved`, migration 0028) in the same transaction, so the list reads
 * "waiting for me" and the counts from form_revisions alone. The one way an approval is written.
 *
 * @example await recordApproval(trx, { company_id: 7, revision_id: 3, round: 1 }, 12, false, new Date());
 */
export async function recordApproval(
  trx: Transaction<Database>,
  round: { company_id: number; revision_id: number; round: number },
  reviewerId: number,
  final: boolean,
  at: Date,
): Promise<void> {
  await trx
    .insertInto('form_revision_approvals')
    .values({ ...round, reviewer_id: reviewerId, final, at })
    .execute();
  await trx
    .updateTable('form_revisions')
    .set(
      final
        ? { final_approved: true }
        : {
            approvals: sql<number>`approvals + 1`,
            approvers: sql<number[]>`array_append(approvers, ${reviewerId}::integer)`,
          },
    )
    .where('company_id', '=', round.company_id)
    .where('id', '=', round.revision_id)
    .where('round', '=', round.round)
    .execute();
}
