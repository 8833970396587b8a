import type { Transaction } from 'kysely';
import type { Database } from '../db/Database';
import type { WorkflowEventEntry } from './WorkflowEventEntry';
import { workflowHistoryRows } from './workflowHistoryRows';

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
