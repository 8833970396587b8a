import schema from '../../../../schemas/commands/ChangePassword.schema.json';
import { checkPasswordAttempt } from '../../auth/checkPasswordAttempt';
import { userLogin } from '../../auth/userLogin';
import { hashPassword, verifyPassword } from '../../security/passwordHash';
import { checkNewPassword } from '../checkNewPassword';
import { defineCommand } from '../CommandDefinition';
import { requireSession } from '../requireSession';

/**
 * ChangePassword (OLD_PASSWORD, NEW_PASSWORD, CONFIRMATION): keeps the calling session, revokes the others.
 * A wrong old password counts against the caller's login like a failed Login (checkPasswordAttempt).
 */
export const changePassword = defineCommand<{
  OLD_PASSWORD: string;
  NEW_PASSWORD: string;
  CONFIRMATION: string;
}>({
  name: 'ChangePassword',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    // Read and verify before the transaction: scrypt is CPU work that must not hold a connection.
    const user = await ctx.db
      .selectFrom('users')
      .select('password_hash')
      .where('company_id', '=', session.companyId)
      .where('id', '=', session.userId)
      .executeTakeFirstOrThrow();
    const right = await verifyPassword(params.OLD_PASSWORD, user.password_hash);
    const login = await userLogin(ctx.db, session.companyId, session.userId);
    const newHash = right ? await hashPassword(params.NEW_PASSWORD) : '';
    const trx = await ctx.transaction();
    await checkPasswordAttempt(trx, login, right, 'WRONG_OLD_PASSWORD');
    checkNewPassword(params.NEW_PASSWORD, params.CONFIRMATION);
    await trx
      .updateTable('users')
      .set({ password_hash: newHash })
      .where('company_id', '=', session.companyId)
      .where('id', '=', session.userId)
      .execute();
    await ctx.sessions.revokeUser(trx, session.companyId, session.userId, ctx.afterCommit, session.tokenHash);
    ctx.inform(ctx.t('server.passwordChanged'));
  },
});
