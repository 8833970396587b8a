import schema from '../../../../schemas/commands/ExcluirUsuarioRotativo.schema.json';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { requireSession } from '../requireSession';

/**
 * ExcluirUsuarioRotativo (ID): deletes a sub-user never activated; an activated one has accesses on
 * record and stays (SUB_USER_DELETE_ERROR). EMPLOYEE EDIT.
 */
export const excluirUsuarioRotativo = defineCommand<{ ID: number }>({
  name: 'ExcluirUsuarioRotativo',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const trx = await ctx.transaction();
    const sub = await trx
      .selectFrom('shared_sub_users')
      .select('activated_at')
      .where('company_id', '=', session.companyId)
      .where('id', '=', params.ID)
      .forUpdate()
      .executeTakeFirst();
    if (!sub) throw new CommandFailure('ENTITY_NOT_FOUND');
    if (sub.activated_at) throw new CommandFailure('SUB_USER_DELETE_ERROR');
    await trx
      .deleteFrom('shared_sub_users')
      .where('company_id', '=', session.companyId)
      .where('id', '=', params.ID)
      .execute();
  },
});
