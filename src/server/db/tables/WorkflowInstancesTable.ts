import type { Generated } from 'kysely';
import type { DefaultTimestamp } from './DefaultTimestamp';
import type { Timestamp } from './Timestamp';

/** A running or finished workflow of one document, pinned to the model version it started on (migration 0019). */
export interface WorkflowInstancesTable {
  company_id: number;
  id: Generated<number>;
  form_id: number;
  form_version: number;
  document_id: number;
  status: Generated<'running' | 'finished'>;
  /** The step the flow waits in; null once finished. */
  current_step_id: string | null;
  started_by: number;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  finished_at: Timestamp | null;
}
