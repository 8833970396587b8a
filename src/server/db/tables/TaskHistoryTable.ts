import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp } from './DefaultTimestamp';

/** One edit of a task: `{field: {from, to}}` (migration 0010). */
export interface TaskHistoryTable {
  company_id: number;
  id: Generated<number>;
  task_id: number;
  at: DefaultTimestamp;
  user_id: number;
  changes: ColumnType<Record<string, { from: unknown; to: unknown }>, string, string>;
}
