import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp } from './DefaultTimestamp';
import type { Timestamp } from './Timestamp';

/** What a step did: its tasks, e-mails, assignees, the chosen path... (read by ConsultarWorkflowDocumento). */
export type WorkflowRunDetails = Record<string, unknown>;

/**
 * One time the flow entered a step (migration 0019): waiting (for its task, timer...), expired (its
 * deadline passed while waiting) or finished (by whom, when, the branch taken, a jump's justification).
 */
export interface WorkflowStepRunsTable {
  company_id: number;
  id: Generated<number>;
  instance_id: number;
  step_id: string;
  step_type: string;
  state: Generated<'waiting' | 'expired' | 'finished'>;
  started_at: DefaultTimestamp;
  due_at: Timestamp | null;
  finished_at: Timestamp | null;
  finished_by: number | null;
  branch: string | null;
  justification: string | null;
  details: ColumnType<WorkflowRunDetails, string | undefined, string>;
}
