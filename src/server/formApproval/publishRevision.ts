import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/Database';

/**
 * Approves a revision and publishes its proposed version (spec 001 §4: automatic and irreversible): the
 * revision becomes 'approved', and the form's current_version (what the field fills) and name move to
 * the proposed version's. In the caller's transaction; `revision` should be locked by it.
 *
 * @example await publishRevision(trx, 7, { id: 3, form_id: 12, proposed_version: 5 });
 */
export async function publishRevision(
  trx: Transaction<Database>,
  companyId: number,
  revision: { id: number; form_id: number; proposed_version: number },
): Promise<void> {
  const now = new Date();
  await trx
    .updateTable('form_revisions')
    .set({ state: 'approved', decided_at: now, updated_at: now })
    .where('company_id', '=', companyId)
    .where('id', '=', revision.id)
    .execute();
  await trx
    .updateTable('forms')
    .set({
      current_version: revision.proposed_version,
      name: sql<string>`coalesce((select v.model->>'name' from form_versions v
        where v.company_id = ${companyId} and v.form_id = ${revision.form_id}
          and v.version = ${revision.proposed_version}), forms.name)`,
      updated_at: now,
    })
    .where('company_id', '=', companyId)
    .where('id', '=', revision.form_id)
    .execute();
}
