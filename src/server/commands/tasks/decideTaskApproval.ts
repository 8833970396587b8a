import type { CommandContext } from '../CommandContext';
import { CommandFailure } from '../CommandFailure';
import { loadAudienceViewer } from '../../access/loadAudienceViewer';
import { canApproveTask } from './canApproveTask';
import { notifyTaskParticipants } from './notifyTaskParticipants';

/**
 * Approves or disapproves a finished task pending approval (spec 001 §4), inside the command's
 * transaction: the task of the company not deleted (ENTITY_NOT_FOUND), the caller an approver
 * (canApproveTask, TASK_NOT_APPROVER), approval pending on a finished task (TASK_NOT_PENDING_APPROVAL: an
 * approved task stays approved, a disapproved one waits for its correction). Approving is final;
 * disapproving needs a justification ('Justificação necessária.') and sends the task back to in_progress
 * so its responsible corrects the same document. Writes the decision (task_approvals) and a history row,
 * and e-mails the responsible (notifyTaskParticipants).
 *
 * @example await decideTaskApproval(ctx, 12, { decision: 'disapproved', justification: 'Falta a foto' });
 */
export async function decideTaskApproval(
  ctx: CommandContext,
  taskId: number,
  request: { decision: 'approved' | 'disapproved'; justification?: string },
): Promise<{ ID: number; VERSAO: number }> {
  const justification = request.justification?.trim() ?? '';
  if (request.decision === 'disapproved' && !justification)
    throw new CommandFailure('TASK_APPROVAL_JUSTIFICATION_REQUIRED');
  const { viewer, trx } = await loadAudienceViewer(ctx);
  const task = await trx
    .selectFrom('tasks')
    .selectAll()
    .where('company_id', '=', viewer.companyId)
    .where('id', '=', taskId)
    .forUpdate()
    .executeTakeFirst();
  if (!task || task.status === 'deleted') throw new CommandFailure('ENTITY_NOT_FOUND');
  if (!canApproveTask(task, viewer)) throw new CommandFailure('TASK_NOT_APPROVER');
  if (task.status !== 'finished' || task.approval !== 'pending')
    throw new CommandFailure('TASK_NOT_PENDING_APPROVAL');

  const now = new Date();
  const status = request.decision === 'approved' ? 'finished' : 'in_progress';
  const updated = await trx
    .updateTable('tasks')
    .set((eb) => ({
      approval: request.decision,
      status,
      finished_at: status === 'finished' ? task.finished_at : null,
      updated_by: viewer.userId,
      updated_at: now,
      version: eb('version', '+', 1),
    }))
    .where('company_id', '=', viewer.companyId)
    .where('id', '=', task.id)
    .returning('version')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('task_approvals')
    .values({
      company_id: viewer.companyId,
      task_id: task.id,
      at: now,
      user_id: viewer.userId,
      decision: request.decision,
      justification: justification || null,
    })
    .execute();
  const changes: Record<string, { from: unknown; to: unknown }> = {
    approval: { from: task.approval, to: request.decision },
  };
  if (status !== task.status) changes.status = { from: task.status, to: status };
  await trx
    .insertInto('task_history')
    .values({
      company_id: viewer.companyId,
      task_id: task.id,
      at: now,
      user_id: viewer.userId,
      changes: JSON.stringify(changes),
    })
    .execute();
  await notifyTaskParticipants(
    ctx,
    trx,
    task,
    viewer.userId,
    request.decision === 'approved' ? { kind: 'approved' } : { kind: 'disapproved', justification },
  );
  return { ID: task.id, VERSAO: updated.version };
}
