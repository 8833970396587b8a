import schema from '../../../../schemas/commands/ExcluirAtividadeRecorrente.schema.json';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { requireSession } from '../requireSession';

/**
 * ExcluirAtividadeRecorrente {ID} → ID; TASK EDIT. Stops the template: no occurrence is generated any
 * more (jobs already queued find it inactive); the tasks generated so far stay as they are. An unknown,
 * already stopped or other company's template is ENTITY_NOT_FOUND.
 */
export const excluirAtividadeRecorrente = defineCommand<{ ID: number }>({
  name: 'ExcluirAtividadeRecorrente',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const trx = await ctx.transaction();
    const stopped = await trx
      .updateTable('recurrent_tasks')
      .set((eb) => ({
        active: false,
        version: eb('version', '+', 1),
        updated_by: session.userId,
        updated_at: new Date(),
      }))
      .where('company_id', '=', session.companyId)
      .where('id', '=', params.ID)
      .where('active', '=', true)
      .returning('id')
      .executeTakeFirst();
    if (!stopped) throw new CommandFailure('ENTITY_NOT_FOUND');
    return { ID: stopped.id };
  },
});
