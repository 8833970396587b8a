import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/Database';

/**
 * The revision a write to a company's entity stamps on the rows it changes (migration 0007). The
 * entity_revisions row stays locked until the transaction ends, so concurrent writers of the same
 * entity take revisions in commit order and EntityListIndex can catch up by revision alone.
 *
 * @example const revision = await nextRevision(trx, companyId, 'client');
 */
export async function nextRevision(
  trx: Transaction<Database>,
  companyId: number,
  entity: string,
): Promise<number> {
  const found = await sql<{ revision: string }>`${revisionStep(companyId, entity)}`.execute(trx);
  return Number(found.rows[0]!.revision);
}

/**
 * The statement that takes the next revision, answering `revision`: alone (nextRevision) or as a
 * writing statement's CTE, so the lock is taken by the write itself, as late in the transaction as can
 * be (every writer of the entity waits on it until the commit).
 *
 * @example sql`with revision as (${revisionStep(companyId, 'client')}) update ... set revision = (select revision from revision)`
 */
export function revisionStep(companyId: number, entity: string) {
  return sql<{ revision: string }>`
    insert into entity_revisions (company_id, entity, revision) values (${companyId}, ${entity}, 1)
    on conflict (company_id, entity) do update set revision = entity_revisions.revision + 1
    returning revision`;
}
