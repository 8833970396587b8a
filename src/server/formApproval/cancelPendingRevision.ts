import type { Transaction } from 'kysely';
import type { Database } from '../db/Database';

/**
 * Closes a deleted form's pending revision (in review or disapproved) as 'cancelled', in the deletion's
 * transaction (docs/form-approval.md "Transitions"): it leaves the list, the counts and the reviews, its
 * deadline job finds it closed and reminds nobody, and the form, if restored, starts a new revision on
 * its next save. Answers whether there was one.
 *
 * @example await cancelPendingRevision(trx, 7, 12) // true
 */
export async function cancelPendingRevision(
  trx: Transaction<Database>,
  companyId: number,
  formId: number,
): Promise<boolean> {
  const now = new Date();
  const cancelled = await trx
    .updateTable('form_revisions')
    .set({ state: 'cancelled', decided_at: now, updated_at: now })
    .where('company_id', '=', companyId)
    .where('form_id', '=', formId)
    .where('state', 'in', ['in_review', 'disapproved'])
    .executeTakeFirst();
  return Number(cancelled.numUpdatedRows) > 0;
}
