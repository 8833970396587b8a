import { sql, type RawBuilder } from 'kysely';
import type { TaskGroupField, TaskSortField } from '../../../runtime/tasks/TaskListQuery';
import { TASK_STATES } from '../../../runtime/tasks/TASK_STATES';
import { RESPONSIBLE_NAME } from '../../tasks/responsibleSql';
import { TASK_RECORD_NAMES } from '../../tasks/TASK_RECORD_NAMES';
import { taskStateCondition } from './taskStateCondition';

/** The displayed state's rank in TASK_STATES order (the summary's), computed as taskState does. */
function stateRank(now: Date): RawBuilder<number> {
  return sql<number>`case ${sql.join(
    TASK_STATES.map((state, rank) => sql`when ${taskStateCondition(state, now)} then ${sql.lit(rank)}`),
    sql` `,
  )} end`;
}

/** The due instant's local day in the caller's offset (minutes east of UTC). */
function dueDay(offset: number): RawBuilder<unknown> {
  return sql`((t.due_at at time zone 'UTC') + make_interval(mins => ${sql.lit(offset)}))::date`;
}

/**
 * ORDER BY and the group's PARTITION BY of the task list query over `t` tasks (names by RESPONSIBLE_NAME
 * and TASK_RECORD_NAMES, no joins), so grouping stays exact across pages: rows come sorted by
 * the group first (ascending, or in the sort's direction when the sort is the group's own field), then by
 * the chosen sort, then by id; every row counts its whole group under the filters (a window count).
 *
 * @example const { orderBy, partition } = taskListOrder({ field: 'title' }, 'form', now, -180);
 */
export function taskListOrder(
  sort: { field: TaskSortField; direction?: 'asc' | 'desc' },
  group: TaskGroupField | undefined,
  now: Date,
  offset: number,
): { orderBy: RawBuilder<unknown>; partition: RawBuilder<unknown> | null } {
  const sortKeys: Record<TaskSortField, RawBuilder<unknown>> = {
    due: sql`t.due_at`,
    start: sql`t.start_at`,
    title: sql`lower(t.title)`,
    created: sql`t.created_at`,
    updated: sql`t.updated_at`,
    id: sql`t.id`,
    state: stateRank(now),
    responsible: sql`lower(${RESPONSIBLE_NAME})`,
    form: sql`lower(${TASK_RECORD_NAMES.form})`,
    client: sql`lower(${TASK_RECORD_NAMES.client})`,
    unit: sql`lower(${TASK_RECORD_NAMES.unit})`,
  };
  const direction = sort.direction === 'desc' ? sql`desc` : sql`asc`;
  const sorted = sql`${sortKeys[sort.field]} ${direction} nulls last, t.id ${direction}`;
  if (!group) return { orderBy: sorted, partition: null };

  // Each group: the keys it is ordered by (a name first, ids to keep equal names apart) and what identifies it.
  const groups: Record<
    TaskGroupField,
    { keys: RawBuilder<unknown>[]; partition: RawBuilder<unknown>; own: TaskSortField }
  > = {
    state: { keys: [stateRank(now)], partition: stateRank(now), own: 'state' },
    responsible: {
      keys: [
        sql`lower(${RESPONSIBLE_NAME})`,
        sql`t.responsible_kind`,
        sql`t.responsible_id`,
        sql`t.responsible_code`,
      ],
      partition: sql`t.responsible_kind, t.responsible_id, t.responsible_code`,
      own: 'responsible',
    },
    form: {
      keys: [sql`lower(${TASK_RECORD_NAMES.form})`, sql`t.form_id`],
      partition: sql`t.form_id`,
      own: 'form',
    },
    client: {
      keys: [sql`lower(${TASK_RECORD_NAMES.client})`, sql`t.client_id`],
      partition: sql`t.client_id`,
      own: 'client',
    },
    dueDay: { keys: [dueDay(offset)], partition: dueDay(offset), own: 'due' },
  };
  const chosen = groups[group];
  const groupDirection = chosen.own === sort.field ? direction : sql`asc`;
  return {
    orderBy: sql`${sql.join(
      chosen.keys.map((key) => sql`${key} ${groupDirection} nulls last`),
      sql`, `,
    )}, ${sorted}`,
    partition: chosen.partition,
  };
}
