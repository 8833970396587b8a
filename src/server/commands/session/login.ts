import schema from '../../../../schemas/commands/Login.schema.json';
import { checkPasswordAttempt } from '../../auth/checkPasswordAttempt';
import { hashPassword, verifyPassword } from '../../security/passwordHash';
import { defineCommand } from '../CommandDefinition';

// Unknown logins still pay one scrypt, so response time does not tell which logins exist.
let dummyHash: Promise<string> | undefined;

/**
 * Login: USERNAME (trimmed, lower-cased) and PASSWORD -> LOCALE, AUTH_TOKEN, SERVER_VERSION.
 * Failures are counted and lock the login (checkPasswordAttempt: 5 free, then 30 s doubling up to
 * 15 min); a success clears the count. Shared users log in here too; the web app refuses them after
 * reading ROTATIVO.
 */
export const login = defineCommand<{ USERNAME: string; PASSWORD: string }>({
  name: 'Login',
  params: schema,
  async handler(ctx, params) {
    const loginName = params.USERNAME.trim().toLowerCase();
    // Read and verify outside the transaction: scrypt is CPU work that must not hold a connection.
    const user = await ctx.db
      .selectFrom('user_logins as l')
      .innerJoin('users as u', (j) =>
        j.onRef('u.company_id', '=', 'l.company_id').onRef('u.id', '=', 'l.user_id'),
      )
      .select(['u.company_id', 'u.id', 'u.password_hash', 'u.locale', 'u.active'])
      .where('l.login', '=', loginName)
      .executeTakeFirst();
    const right = user
      ? (await verifyPassword(params.PASSWORD, user.password_hash)) && user.active
      : await verifyPassword(params.PASSWORD, await (dummyHash ??= hashPassword('no such user'))).then(
          () => false,
        );
    const trx = await ctx.transaction();
    await checkPasswordAttempt(trx, loginName, right, 'INVALID_CREDENTIALS');
    const token = await ctx.sessions.create(trx, { companyId: user!.company_id, userId: user!.id });
    return { LOCALE: user!.locale, AUTH_TOKEN: token, SERVER_VERSION: ctx.serverVersion };
  },
});
