import schema from '../../../../schemas/commands/ChangePassword.schema.json';
import { hashPassword, verifyPassword } from '../../security/passwordHash';
import { checkNewPassword } from '../checkNewPassword';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { requireSession } from '../requireSession';

/** ChangePassword (OLD_PASSWORD, NEW_PASSWORD, CONFIRMATION): keeps the calling session, revokes the others. */
export const changePassword = defineCommand<{
  OLD_PASSWORD: string;
  NEW_PASSWORD: string;
  CONFIRMATION: string;
}>({
  name: 'ChangePassword',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const trx = await ctx.transaction();
    const user = await trx
      .selectFrom('users')
      .select('password_hash')
      .where('company_id', '=', session.companyId)
      .where('id', '=', session.userId)
      .executeTakeFirstOrThrow();
    if (!(await verifyPassword(params.OLD_PASSWORD, user.password_hash)))
      throw new CommandFailure('WRONG_OLD_PASSWORD');
    checkNewPassword(params.NEW_PASSWORD, params.CONFIRMATION);
    await trx
      .updateTable('users')
      .set({ password_hash: await hashPassword(params.NEW_PASSWORD) })
      .where('company_id', '=', session.companyId)
      .where('id', '=', session.userId)
      .execute();
    await ctx.sessions.revokeUser(trx, session.companyId, session.userId, ctx.afterCommit, session.tokenHash);
    ctx.inform(ctx.t('server.passwordChanged'));
  },
});
