import type { Kysely } from 'kysely';
import type { Database } from '../db/Database';

/**
 * A form's pending revision (in review or disapproved; at most one, by a partial unique index), locked
 * FOR UPDATE when asked (inside a writing transaction), or undefined.
 *
 * @example const pending = await pendingRevision(trx, 7, 12, { forUpdate: true });
 */
export async function pendingRevision(
  db: Kysely<Database>,
  companyId: number,
  formId: number,
  options: { forUpdate?: boolean } = {},
) {
  let query = db
    .selectFrom('form_revisions')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('form_id', '=', formId)
    .where('state', 'in', ['in_review', 'disapproved']);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}
