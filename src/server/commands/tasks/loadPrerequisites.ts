import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';

/**
 * The prerequisite ids of a task, ascending.
 *
 * @example const ids = await loadPrerequisites(trx, companyId, 12); // or ctx.db for a read
 */
export async function loadPrerequisites(
  db: Kysely<Database>,
  companyId: number,
  taskId: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('task_prerequisites')
    .select('prerequisite_id')
    .where('company_id', '=', companyId)
    .where('task_id', '=', taskId)
    .orderBy('prerequisite_id')
    .execute();
  return rows.map((r) => r.prerequisite_id);
}
