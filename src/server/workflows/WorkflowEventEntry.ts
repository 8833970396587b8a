import type { WorkflowEvent } from '../db/tables/WorkflowHistoryTable';

/** One history row to write. */
export interface WorkflowEventEntry {
  event: WorkflowEvent;
  stepId?: string | null;
  runId?: number | null;
  userId?: number | null;
  at: Date;
  details?: Record<string, unknown>;
}
