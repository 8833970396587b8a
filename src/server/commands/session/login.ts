import schema from '../../../../schemas/commands/Login.schema.json';
import { hashPassword, verifyPassword } from '../../security/passwordHash';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';

const FREE_FAILURES = 5;
const FIRST_LOCK_SECONDS = 30;
const MAX_LOCK_SECONDS = 15 * 60;

// Unknown logins still pay one scrypt, so response time does not tell which logins exist.
let dummyHash: Promise<string> | undefined;

function lockSeconds(failures: number): number {
  return Math.min(FIRST_LOCK_SECONDS * 2 ** (failures - FREE_FAILURES), MAX_LOCK_SECONDS);
}

/**
 * Login: USERNAME (trimmed, lower-cased) and PASSWORD -> LOCALE, AUTH_TOKEN, SERVER_VERSION.
 * After 5 consecutive failures the login is locked 30 s, doubling per further failure up to 15 min;
 * a success clears the count. Shared users log in here too; the web app refuses them after reading ROTATIVO.
 */
export const login = defineCommand<{ USERNAME: string; PASSWORD: string }>({
  name: 'Login',
  params: schema,
  async handler(ctx, params) {
    const trx = await ctx.transaction();
    const loginName = params.USERNAME.trim().toLowerCase();
    const now = new Date();
    const attempt = await trx
      .selectFrom('login_attempts')
      .selectAll()
      .where('login', '=', loginName)
      .forUpdate()
      .executeTakeFirst();
    if (attempt?.locked_until && new Date(attempt.locked_until) > now) {
      const seconds = Math.ceil((new Date(attempt.locked_until).getTime() - now.getTime()) / 1000);
      throw new CommandFailure('TOO_MANY_LOGIN_ATTEMPTS', { seconds });
    }
    const user = await trx
      .selectFrom('user_logins as l')
      .innerJoin('users as u', (j) =>
        j.onRef('u.company_id', '=', 'l.company_id').onRef('u.id', '=', 'l.user_id'),
      )
      .select(['u.company_id', 'u.id', 'u.password_hash', 'u.locale', 'u.active'])
      .where('l.login', '=', loginName)
      .executeTakeFirst();
    const valid = user
      ? await verifyPassword(params.PASSWORD, user.password_hash)
      : await verifyPassword(params.PASSWORD, await (dummyHash ??= hashPassword('no such user'))).then(
          () => false,
        );
    if (!user || !valid || !user.active) {
      const failures = (attempt?.failures ?? 0) + 1;
      const lockedUntil =
        failures >= FREE_FAILURES ? new Date(now.getTime() + lockSeconds(failures) * 1000) : null;
      await trx
        .insertInto('login_attempts')
        .values({ login: loginName, failures, locked_until: lockedUntil })
        .onConflict((oc) => oc.column('login').doUpdateSet({ failures, locked_until: lockedUntil }))
        .execute();
      throw new CommandFailure('INVALID_CREDENTIALS', {}, { keepWrites: true });
    }
    if (attempt) await trx.deleteFrom('login_attempts').where('login', '=', loginName).execute();
    const token = await ctx.sessions.create(trx, { companyId: user.company_id, userId: user.id });
    return { LOCALE: user.locale, AUTH_TOKEN: token, SERVER_VERSION: ctx.serverVersion };
  },
});
