import { lockInstance } from './lockInstance';
import { moveWorkflow, type WorkflowMoved } from './moveWorkflow';
import type { WorkflowEnvironment } from './WorkflowEnvironment';

/**
 * Finishes a waiting run because its event came (its task's document was finished, its timer fired) and
 * moves the flow on, in the environment's transaction. One statement locks the run's instance while the
 * run is open (a stale timer stops there); moveWorkflow's finishing statement checks the run again under
 * the lock, so a run finished meanwhile (a timer delivered twice, a jump that came first) does nothing.
 * Resolves what the move did: `applied` when the run was finished here, `ended` when the flow ended.
 *
 * @example await finishWorkflowRun(env, companyId, runId, userId);
 */
export async function finishWorkflowRun(
  env: WorkflowEnvironment,
  companyId: number,
  runId: number,
  userId: number | null,
): Promise<WorkflowMoved> {
  const locked = await lockInstance(env.trx, companyId, { openRunId: runId });
  if (!locked) return { applied: false, ended: false };
  return moveWorkflow(env, locked.instance, locked.model, { finishRunId: runId, userId });
}
