import schema from '../../../../schemas/commands/ExcluirConvite.schema.json';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { requireSession } from '../requireSession';

/** ExcluirConvite (ID): deletes an invite of the caller's company; its link stops working. EMPLOYEE EDIT. */
export const excluirConvite = defineCommand<{ ID: number }>({
  name: 'ExcluirConvite',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const trx = await ctx.transaction();
    const deleted = await trx
      .deleteFrom('employee_invites')
      .where('company_id', '=', session.companyId)
      .where('id', '=', params.ID)
      .returning('id')
      .executeTakeFirst();
    if (!deleted) throw new CommandFailure('ENTITY_NOT_FOUND');
    ctx.inform(ctx.t('server.inviteDeleted'));
  },
});
