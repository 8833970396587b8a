import type { Insertable } from 'kysely';
import type { WorkflowHistoryTable } from '../db/tables/WorkflowHistoryTable';
import type { WorkflowEventEntry } from './WorkflowEventEntry';

/**
 * The `workflow_history` rows of an instance's events, in order: what recordWorkflowEvent inserts, and
 * what moveWorkflow inserts with the instance's update in one statement.
 *
 * @example await trx.insertInto('workflow_history').values(workflowHistoryRows(instance, entries)).execute();
 */
export function workflowHistoryRows(
  instance: { company_id: number; id: number },
  entries: WorkflowEventEntry[],
): Insertable<WorkflowHistoryTable>[] {
  return entries.map((entry) => ({
    company_id: instance.company_id,
    instance_id: instance.id,
    run_id: entry.runId ?? null,
    at: entry.at,
    user_id: entry.userId ?? null,
    event: entry.event,
    step_id: entry.stepId ?? null,
    details: JSON.stringify(entry.details ?? {}),
  }));
}
