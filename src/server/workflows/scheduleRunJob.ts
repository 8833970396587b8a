import type { WorkflowStepContext } from './WorkflowStepContext';
import { WORKFLOW_JOBS } from './WORKFLOW_JOBS';

/**
 * Schedules a run's timer or deadline job in the step's transaction, once per run (its key): the job
 * exists only if the transition commits, and a transition replayed after a crash schedules nothing twice.
 *
 * @example await scheduleRunJob(context, 'timer', new Date(Date.now() + 3_600_000));
 */
export async function scheduleRunJob(
  context: Pick<WorkflowStepContext, 'jobs' | 'trx' | 'companyId' | 'run'>,
  kind: keyof typeof WORKFLOW_JOBS,
  runAt: Date,
): Promise<void> {
  const name = WORKFLOW_JOBS[kind];
  await context.jobs.schedule(
    name,
    { companyId: context.companyId, runId: context.run.id },
    { trx: context.trx, runAt, key: `${name}:${context.companyId}:${context.run.id}` },
  );
}
