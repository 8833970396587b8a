import { sql, type RawBuilder } from 'kysely';
import type { TaskStateName } from '../../../runtime/tasks/TaskStateName';

/**
 * The SQL condition (over alias `t`) of a displayed state at `now`: the same partition as `taskState`, so
 * the list's filters and summary agree with the state each row shows.
 *
 * @example sql`select count(*) from tasks t where ${taskStateCondition('late', now)}`
 */
export function taskStateCondition(state: TaskStateName, now: Date): RawBuilder<boolean> {
  const open = sql`t.status in ('planned', 'in_progress')`;
  const notOverdue = sql`(t.due_at is null or t.due_at >= ${now})`;
  switch (state) {
    case 'planned':
      return sql<boolean>`(t.status = 'planned' and ${notOverdue})`;
    case 'inProgress':
      return sql<boolean>`(t.status = 'in_progress' and ${notOverdue})`;
    case 'late':
      return sql<boolean>`(${open} and t.due_at < ${now} and not t.close_after_due)`;
    case 'expired':
      return sql<boolean>`(${open} and t.due_at < ${now} and t.close_after_due)`;
    default:
      return sql<boolean>`(t.status = ${state})`;
  }
}
