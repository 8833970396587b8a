import type { Transaction } from 'kysely';
import type { Database } from '../../db/Database';

/**
 * The prerequisite ids of a task, ascending.
 *
 * @example const ids = await loadPrerequisites(trx, companyId, 12);
 */
export async function loadPrerequisites(
  trx: Transaction<Database>,
  companyId: number,
  taskId: number,
): Promise<number[]> {
  const rows = await trx
    .selectFrom('task_prerequisites')
    .select('prerequisite_id')
    .where('company_id', '=', companyId)
    .where('task_id', '=', taskId)
    .orderBy('prerequisite_id')
    .execute();
  return rows.map((r) => r.prerequisite_id);
}
