import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp } from './DefaultTimestamp';
import type { Timestamp } from './Timestamp';

/** A task (activity, migration 0010, docs/tasks.md); late and expired are computed, never stored. */
export interface TasksTable {
  company_id: number;
  id: Generated<number>;
  title: string;
  project_id: number | null;
  phase_id: number | null;
  start_at: Timestamp;
  due_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  form_id: number;
  client_id: number | null;
  unit_id: number | null;
  asset_id: number | null;
  address: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  responsible_kind: 'employee' | 'squad' | 'sharedCode';
  responsible_id: number | null;
  responsible_code: string | null;
  responsible_code_type: 'EMPLOYEE_CODE' | 'CPF' | 'CNPJ' | 'TOKEN' | null;
  instructions: Generated<string>;
  hide_before_start: Generated<boolean>;
  urgent: Generated<boolean>;
  close_after_due: Generated<boolean>;
  notify_emails: ColumnType<string[], string | undefined, string>;
  use_origin: ColumnType<Record<string, boolean>, string | undefined, string>;
  fill_in_location: Generated<boolean>;
  proximity_meters: number | null;
  show_only_near: Generated<boolean>;
  can_fill_out_of_area: Generated<boolean>;
  out_of_area_justification_required: Generated<boolean>;
  needs_approval: Generated<boolean>;
  approval_group_id: number | null;
  /** Migration 0015: what approval_group_id names (null on rows written before: either). */
  approval_group_kind: ColumnType<
    'role' | 'squad' | null,
    'role' | 'squad' | null | undefined,
    'role' | 'squad' | null
  >;
  status: ColumnType<
    'planned' | 'in_progress' | 'finished' | 'cancelled' | 'deleted',
    'planned' | 'in_progress' | 'finished' | 'cancelled' | 'deleted' | undefined,
    'planned' | 'in_progress' | 'finished' | 'cancelled' | 'deleted'
  >;
  approval: 'pending' | 'approved' | 'disapproved' | null;
  document_id: number | null;
  started_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_by: number;
  created_at: DefaultTimestamp;
  updated_by: number;
  updated_at: DefaultTimestamp;
  version: Generated<number>;
  /** Where the responsible filled it and why out of the area (migration 0012). */
  fill_latitude: ColumnType<number | null, number | null | undefined, number | null>;
  fill_longitude: ColumnType<number | null, number | null | undefined, number | null>;
  fill_accuracy: ColumnType<number | null, number | null | undefined, number | null>;
  fill_distance_meters: ColumnType<number | null, number | null | undefined, number | null>;
  out_of_area_justification: ColumnType<string | null, string | null | undefined, string | null>;
  /** The recurrent task that generated it and its local occurrence date (migration 0013); read as text. */
  recurrent_id: ColumnType<number | null, number | null | undefined, number | null>;
  occurrence_date: ColumnType<string | null, string | null | undefined, string | null>;
  /** The workflow step run (document fill) the task belongs to (migration 0019); null for other tasks. */
  workflow_run_id: ColumnType<number | null, number | null | undefined, number | null>;
}
