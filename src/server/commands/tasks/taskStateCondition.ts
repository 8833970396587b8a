import { sql, type RawBuilder } from 'kysely';
import { taskStates } from '../../../runtime/tasks/taskStates';
import type { TaskStateName } from '../../../runtime/tasks/TaskStateName';

/**
 * The SQL condition (over alias `t`) of a displayed state at `now`, built from its row in taskStates as
 * taskState reads it in memory, so the list's filters and summary agree with the state each row shows.
 *
 * @example sql`select count(*) from tasks t where ${taskStateCondition('late', now)}`
 */
export function taskStateCondition(state: TaskStateName, now: Date): RawBuilder<boolean> {
  const definition = taskStates[state];
  const parts = [sql`t.status in (${sql.join(definition.statuses.map((s) => sql.lit(s)))})`];
  if (definition.overdue === true) parts.push(sql`t.due_at < ${now}`);
  if (definition.overdue === false) parts.push(sql`(t.due_at is null or t.due_at >= ${now})`);
  if (definition.closeAfterDue !== undefined)
    parts.push(definition.closeAfterDue ? sql`t.close_after_due` : sql`not t.close_after_due`);
  return sql<boolean>`(${sql.join(parts, sql` and `)})`;
}
