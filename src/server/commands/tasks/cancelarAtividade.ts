import schema from '../../../../schemas/commands/CancelarAtividade.schema.json';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { requireSession } from '../requireSession';
import { notifyTaskEmails } from '../../tasks/notifyTaskEmails';

interface Params {
  ID: number;
  VERSAO?: number;
}

/**
 * CancelarAtividade {ID, VERSAO?} → ID, VERSAO; TASK EDIT (who manages the activities). Only a task still
 * to be done (planned or in progress, late or expired included) is cancelled: an unknown, other
 * company's or deleted task is ENTITY_NOT_FOUND, a finished or cancelled one TASK_NOT_CANCELLABLE, a
 * VERSAO other than the stored one STALE_VERSION. Status cancelled, version + 1, one history row
 * {status: {from, to: cancelled}} (the task's Histórico de edição), and the notice to its e-mails to notify.
 */
export const cancelarAtividade = defineCommand<Params>({
  name: 'CancelarAtividade',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const trx = await ctx.transaction();
    const task = await trx
      .selectFrom('tasks')
      .select(['company_id', 'id', 'title', 'status', 'version', 'notify_emails'])
      .where('company_id', '=', session.companyId)
      .where('id', '=', params.ID)
      .forUpdate()
      .executeTakeFirst();
    if (!task || task.status === 'deleted') throw new CommandFailure('ENTITY_NOT_FOUND');
    if (task.status !== 'planned' && task.status !== 'in_progress')
      throw new CommandFailure('TASK_NOT_CANCELLABLE');
    if (params.VERSAO !== undefined && params.VERSAO !== task.version)
      throw new CommandFailure('STALE_VERSION');
    const now = new Date();
    const version = task.version + 1;
    await trx
      .updateTable('tasks')
      .set({ status: 'cancelled', version, updated_by: session.userId, updated_at: now })
      .where('company_id', '=', session.companyId)
      .where('id', '=', task.id)
      .execute();
    await trx
      .insertInto('task_history')
      .values({
        company_id: session.companyId,
        task_id: task.id,
        at: now,
        user_id: session.userId,
        changes: JSON.stringify({ status: { from: task.status, to: 'cancelled' } }),
      })
      .execute();
    await notifyTaskEmails(ctx, trx, task, session.userId, 'cancelled');
    return { ID: task.id, VERSAO: version };
  },
});
