import schema from '../../../../schemas/commands/RecoverPassword.schema.json';
import { hashPassword } from '../../security/passwordHash';
import { checkNewPassword } from '../checkNewPassword';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { findRecovery } from './findRecovery';

/**
 * RecoverPassword (CODE, PASSWORD, CONFIRMATION): sets the password, spends the code, revokes every
 * session of the user (whoever asked for recovery may not be the only one holding them) and clears the
 * login lock.
 */
export const recoverPassword = defineCommand<{ CODE: string; PASSWORD: string; CONFIRMATION: string }>({
  name: 'RecoverPassword',
  params: schema,
  async handler(ctx, params) {
    checkNewPassword(params.PASSWORD, params.CONFIRMATION);
    const passwordHash = await hashPassword(params.PASSWORD);
    const trx = await ctx.transaction();
    const recovery = await findRecovery(trx, params.CODE, true);
    if (!recovery) throw new CommandFailure('INVALID_RECOVERY_CODE');
    const user = await trx
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('company_id', '=', recovery.company_id)
      .where('id', '=', recovery.user_id)
      .returning('login')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('password_recoveries')
      .set({ used_at: new Date() })
      .where('code_hash', '=', recovery.code_hash)
      .execute();
    await ctx.sessions.revokeUser(trx, recovery.company_id, recovery.user_id, ctx.afterCommit);
    await trx.deleteFrom('login_attempts').where('login', '=', user.login).execute();
    ctx.inform(ctx.t('server.passwordChanged'));
  },
});
