import { lockInstance } from './lockInstance';
import { moveWorkflow } from './moveWorkflow';
import type { WorkflowEnvironment } from './WorkflowEnvironment';

/**
 * Finishes a waiting run because its event came (its task's document was finished, its timer fired) and
 * moves the flow on, in the environment's transaction. The instance is locked first, then the run read
 * again: a run already finished (a timer delivered twice, a jump that came first) does nothing.
 * Resolves whether the run was finished here.
 *
 * @example await finishWorkflowRun(env, companyId, runId, userId);
 */
export async function finishWorkflowRun(
  env: WorkflowEnvironment,
  companyId: number,
  runId: number,
  userId: number | null,
): Promise<boolean> {
  const run = await env.trx
    .selectFrom('workflow_step_runs')
    .select(['instance_id'])
    .where('company_id', '=', companyId)
    .where('id', '=', runId)
    .executeTakeFirst();
  if (!run) return false;
  const locked = await lockInstance(env.trx, companyId, { id: run.instance_id });
  if (!locked) return false;
  const open = await env.trx
    .selectFrom('workflow_step_runs')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', runId)
    .where('state', '<>', 'finished')
    .executeTakeFirst();
  if (!open) return false;
  const previous = await env.trx
    .selectFrom('workflow_step_runs')
    .select('finished_by')
    .where('company_id', '=', companyId)
    .where('instance_id', '=', run.instance_id)
    .where('finished_by', 'is not', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  await moveWorkflow(env, locked.instance, locked.model, {
    finishRunId: runId,
    userId,
    previousUserId: previous?.finished_by ?? locked.instance.started_by,
  });
  return true;
}
