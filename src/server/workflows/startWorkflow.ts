import type { FormModel } from '../../runtime/forms/FormModel';
import { moveWorkflow } from './moveWorkflow';
import { recordWorkflowEvent } from './recordWorkflowEvent';
import type { WorkflowEnvironment } from './WorkflowEnvironment';

/**
 * Starts the workflow of a document whose model version has one, in the caller's transaction: the
 * instance, pinned to that version (editing the model later leaves it on it), its `started` history row,
 * and the flow from the start step up to the first step that waits (a task, a timer) or the end.
 * `userId` started the document: the "previous person" of the first step. Answers the instance id, and
 * whether the flow already ended (no step waits).
 *
 * @example await startWorkflow(env, { companyId, documentId, formId, version, model, userId });
 */
export async function startWorkflow(
  env: WorkflowEnvironment,
  start: {
    companyId: number;
    documentId: number;
    formId: number;
    version: number;
    model: FormModel;
    userId: number;
  },
): Promise<{ instanceId: number; ended: boolean }> {
  const startStep = start.model.workflow?.steps.find((step) => step.type === 'start');
  if (!startStep) throw new Error(`form ${start.formId} v${start.version} has no workflow start`);
  const instance = await env.trx
    .insertInto('workflow_instances')
    .values({
      company_id: start.companyId,
      form_id: start.formId,
      form_version: start.version,
      document_id: start.documentId,
      started_by: start.userId,
      current_step_id: startStep.id,
      created_at: env.now,
      updated_at: env.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordWorkflowEvent(env.trx, instance, [{ event: 'started', userId: start.userId, at: env.now }]);
  const moved = await moveWorkflow(env, instance, start.model, {
    enter: startStep.id,
    previousUserId: start.userId,
  });
  return { instanceId: instance.id, ended: moved.ended };
}
