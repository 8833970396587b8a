import { sql } from 'kysely';
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
  // One round trip: is the run still open, and who did the last step a person did.
  const { rows } = await sql<{ open: boolean; previous: number | null }>`
    select exists (select 1 from workflow_step_runs
        where company_id = ${companyId} and id = ${runId} and state <> 'finished') as open,
      (select finished_by from workflow_step_runs
        where company_id = ${companyId} and instance_id = ${run.instance_id} and finished_by is not null
        order by id desc limit 1) as previous`.execute(env.trx);
  if (!rows[0]?.open) return false;
  await moveWorkflow(env, locked.instance, locked.model, {
    finishRunId: runId,
    userId,
    previousUserId: rows[0].previous ?? locked.instance.started_by,
  });
  return true;
}
