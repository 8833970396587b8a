import type { Transaction } from 'kysely';
import type { Database } from '../db/Database';
import type { WorkflowEvent } from '../db/tables/WorkflowHistoryTable';
import { workflowHistoryRows } from './workflowHistoryRows';

/** One history row to write. */
export interface WorkflowEventEntry {
  event: WorkflowEvent;
  stepId?: string | null;
  runId?: number | null;
  userId?: number | null;
  at: Date;
  details?: Record<string, unknown>;
}

/**
 * Writes rows of an instance's history in the transition's transaction, in order, in one statement.
 *
 * @example await recordWorkflowEvent(trx, instance, [{ event: 'stepJumped', stepId, runId, userId, at, details: { justification } }]);
 */
export async function recordWorkflowEvent(
  trx: Transaction<Database>,
  instance: { company_id: number; id: number },
  entries: WorkflowEventEntry[],
): Promise<void> {
  if (!entries.length) return;
  await trx.insertInto('workflow_history').values(workflowHistoryRows(instance, entries)).execute();
}
