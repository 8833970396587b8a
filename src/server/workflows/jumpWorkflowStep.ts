import { lockInstance } from './lockInstance';
import { moveWorkflow } from './moveWorkflow';
import type { WorkflowEnvironment } from './WorkflowEnvironment';

/**
 * The jump step (spec 001 §4) in the environment's transaction: the document's instance locked, its open
 * run finished by `userId` with the justification (a `stepJumped` history row, the step's open tasks
 * cancelled by its handler) and the flow moved on as if the step had finished. Answers 'notFound' when
 * the document has no instance, 'notCurrent' when the flow is finished or no longer in `stepId` (so a
 * double click never jumps twice), else the step it now waits in (null when it ended) and whether it
 * finished. AvancarEtapaWorkflow and the demo seed go through here.
 *
 * @example await jumpWorkflowStep(env, { companyId, documentId: 7, stepId: 'review', userId, justification });
 */
export async function jumpWorkflowStep(
  env: WorkflowEnvironment,
  jump: { companyId: number; documentId: number; stepId: string; userId: number; justification: string },
): Promise<'notFound' | 'notCurrent' | { currentStepId: string | null; finished: boolean }> {
  const { trx } = env;
  const locked = await lockInstance(trx, jump.companyId, { documentId: jump.documentId });
  if (!locked) return 'notFound';
  const { instance, model } = locked;
  if (instance.status !== 'running' || instance.current_step_id !== jump.stepId) return 'notCurrent';
  const run = await trx
    .selectFrom('workflow_step_runs')
    .select('id')
    .where('company_id', '=', jump.companyId)
    .where('instance_id', '=', instance.id)
    .where('state', '<>', 'finished')
    .executeTakeFirst();
  if (!run) return 'notCurrent';
  await moveWorkflow(env, instance, model, {
    finishRunId: run.id,
    userId: jump.userId,
    justification: jump.justification,
    previousUserId: jump.userId,
  });
  const after = await trx
    .selectFrom('workflow_instances')
    .select(['current_step_id', 'status'])
    .where('company_id', '=', jump.companyId)
    .where('id', '=', instance.id)
    .executeTakeFirstOrThrow();
  return { currentStepId: after.current_step_id, finished: after.status === 'finished' };
}
