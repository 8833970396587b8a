import schema from '../../../../schemas/commands/EnviarMensagemAprovacao.schema.json';
import { defineCommand } from '../CommandDefinition';
import { loadChatTask } from './loadChatTask';
import { notifyTaskParticipants } from './notifyTaskParticipants';

/**
 * EnviarMensagemAprovacao {ID, TEXTO} → MENSAGEM {id, at}; TASK VIEW. Adds a message to the task's
 * approval chat; only its responsible and its approvers take part (loadChatTask). The other participants
 * are e-mailed (notifyTaskParticipants), after the message is stored so its author counts as one.
 */
export const enviarMensagemAprovacao = defineCommand<{ ID: number; TEXTO: string }>({
  name: 'EnviarMensagemAprovacao',
  params: schema,
  async handler(ctx, params) {
    const { viewer, trx, task } = await loadChatTask(ctx, params.ID);
    const text = params.TEXTO.trim();
    const row = await trx
      .insertInto('task_messages')
      .values({
        company_id: viewer.companyId,
        task_id: task.id,
        user_id: viewer.userId,
        text,
      })
      .returning(['id', 'at'])
      .executeTakeFirstOrThrow();
    await notifyTaskParticipants(ctx, trx, task, viewer.userId, { kind: 'message', text });
    return { MENSAGEM: { id: row.id, at: new Date(row.at).toISOString() } };
  },
});
