import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp } from './DefaultTimestamp';

/** A recurrent task's template and rule (migration 0013, docs/tasks.md). */
export interface RecurrentTasksTable {
  company_id: number;
  id: Generated<number>;
  title: string;
  form_id: number;
  /** The task's fields as SalvarAtividade takes them, without dates and prerequisites. */
  template: ColumnType<Record<string, unknown>, string, string>;
  /** A RecurrenceRule (src/runtime/tasks/recurrence.ts). */
  rule: ColumnType<Record<string, unknown>, string, string>;
  utc_offset: number;
  active: Generated<boolean>;
  /** The last local date generated; read as text. */
  generated_until: ColumnType<string | null, string | null | undefined, string | null>;
  created_by: number;
  created_at: DefaultTimestamp;
  updated_by: number;
  updated_at: DefaultTimestamp;
  version: Generated<number>;
}
