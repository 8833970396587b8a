import type { TFunction } from 'i18next';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/Database';
import { taskFieldFailure } from './taskFieldFailure';

/**
 * Checks a task's prerequisites: never the task itself (TASK_SELF_PREREQUISITE), live tasks of the
 * company (LOOKUP_NOT_FOUND), and no cycle: none of them may depend, directly or through its own
 * prerequisites, on the task (TASK_PREREQUISITE_CYCLE naming the one that does).
 *
 * @example await checkPrerequisites(trx, ctx.t, companyId, 12, [3, 5]);
 */
export async function checkPrerequisites(
  trx: Transaction<Database>,
  t: TFunction,
  companyId: number,
  taskId: number | null,
  prerequisites: number[],
): Promise<void> {
  if (prerequisites.length === 0) return;
  if (taskId !== null && prerequisites.includes(taskId))
    throw taskFieldFailure('TASK_SELF_PREREQUISITE', 'prerequisites');
  const found = await trx
    .selectFrom('tasks')
    .select(['id', 'title'])
    .where('company_id', '=', companyId)
    .where('id', 'in', prerequisites)
    .where('status', '<>', 'deleted')
    .execute();
  if (found.length !== new Set(prerequisites).size)
    throw taskFieldFailure('LOOKUP_NOT_FOUND', 'prerequisites', { field: t('tasks.fields.prerequisites') });
  if (taskId === null) return;
  // `union` drops rows already seen, so the walk ends even over a cycle stored before this check existed.
  const reaching = await sql<{ root: number }>`
    with recursive chain(root, id) as (
      select r::int, r::int from jsonb_array_elements_text(${JSON.stringify(prerequisites)}::jsonb) as r
      union
      select c.root, p.prerequisite_id from chain c
      join task_prerequisites p on p.company_id = ${companyId} and p.task_id = c.id
    )
    select root from chain where id = ${taskId} limit 1`.execute(trx);
  const root = reaching.rows[0]?.root;
  if (root !== undefined)
    throw taskFieldFailure('TASK_PREREQUISITE_CYCLE', 'prerequisites', {
      title: found.find((task) => task.id === Number(root))?.title ?? String(root),
    });
}
