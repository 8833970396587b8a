import type { Transaction } from 'kysely';
import type { Database } from '../db/Database';
import type { WorkflowEvent } from '../db/tables/WorkflowHistoryTable';

/**
 * Writes one row of an instance's history in the transition's transaction.
 *
 * @example await recordWorkflowEvent(trx, instance, { event: 'stepJumped', stepId, runId, userId, details: { justification } });
 */
export async function recordWorkflowEvent(
  trx: Transaction<Database>,
  instance: { company_id: number; id: number },
  entry: {
    event: WorkflowEvent;
    stepId?: string | null;
    runId?: number | null;
    userId?: number | null;
    at: Date;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await trx
    .insertInto('workflow_history')
    .values({
      company_id: instance.company_id,
      instance_id: instance.id,
      run_id: entry.runId ?? null,
      at: entry.at,
      user_id: entry.userId ?? null,
      event: entry.event,
      step_id: entry.stepId ?? null,
      details: JSON.stringify(entry.details ?? {}),
    })
    .execute();
}
