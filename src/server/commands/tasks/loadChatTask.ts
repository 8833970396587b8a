import type { Transaction } from 'kysely';
import { loadAudienceViewer } from '../../access/loadAudienceViewer';
import type { AudienceViewer } from '../../access/AudienceViewer';
import type { Database } from '../../db/Database';
import type { CommandContext } from '../CommandContext';
import { CommandFailure } from '../CommandFailure';
import { canApproveTask } from './canApproveTask';
import { canFillTask } from '../../tasks/canFillTask';
import type { TaskRow } from '../../tasks/TaskRow';

/**
 * A task's approval chat as the caller opens it: the task of the company not deleted (ENTITY_NOT_FOUND)
 * and the caller a participant, its responsible (canFillTask) or an approver (canApproveTask), else
 * TASK_CHAT_NOT_PARTICIPANT.
 *
 * @example const { viewer, trx, task, approver } = await loadChatTask(ctx, 12);
 */
export async function loadChatTask(
  ctx: CommandContext,
  taskId: number,
): Promise<{ viewer: AudienceViewer; trx: Transaction<Database>; task: TaskRow; approver: boolean }> {
  const { viewer, trx } = await loadAudienceViewer(ctx);
  const task = await trx
    .selectFrom('tasks')
    .selectAll()
    .where('company_id', '=', viewer.companyId)
    .where('id', '=', taskId)
    .executeTakeFirst();
  if (!task || task.status === 'deleted') throw new CommandFailure('ENTITY_NOT_FOUND');
  const approver = canApproveTask(task, viewer);
  if (!approver && !canFillTask(task, viewer)) throw new CommandFailure('TASK_CHAT_NOT_PARTICIPANT');
  return { viewer, trx, task, approver };
}
