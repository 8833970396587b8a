import { sql, type Transaction } from 'kysely';
import type { ErrorCode } from '../../runtime/errors/errorCatalogue';
import { CommandFailure } from '../commands/CommandFailure';
import type { Database } from '../db/Database';

const FREE_FAILURES = 5;
const FIRST_LOCK_SECONDS = 30;
const MAX_LOCK_SECONDS = 15 * 60;

const secondsUntil = (lockedUntil: Date | string | null | undefined, now: Date) =>
  lockedUntil ? Math.ceil((new Date(lockedUntil).getTime() - now.getTime()) / 1000) : 0;

/**
 * Records a password check of a login (Login, and the password a user retypes to delete or to change it):
 * `right` is the outcome of verifyPassword, computed BEFORE the transaction began so the scrypt CPU work
 * never holds a database connection (PGlite has only one). While the login is locked the answer is TOO_MANY_LOGIN_ATTEMPTS; a wrong password counts one failure
 * (`wrong` is the refusal, its count committed) even while locked, so N wrong passwords are N failures
 * however they interleave; a right one clears the count unless a concurrent failure locked the login
 * meanwhile. After 5 failures the login is locked 30 s, doubling per further failure up to 15 min.
 *
 * The count is one atomic upsert (`failures = failures + 1`, lock computed from the new count in the same
 * statement): a read-then-write would lose failures that run in parallel.
 *
 * @example const right = await verifyPassword(pw, hash); await checkPasswordAttempt(await ctx.transaction(), 'dono@demo.campo', right, 'INVALID_CREDENTIALS');
 */
export async function checkPasswordAttempt(
  trx: Transaction<Database>,
  login: string,
  right: boolean,
  wrong: ErrorCode,
): Promise<void> {
  const now = new Date();
  const before = await trx
    .selectFrom('login_attempts')
    .select('locked_until')
    .where('login', '=', login)
    .executeTakeFirst();
  const wasLocked = secondsUntil(before?.locked_until, now) > 0;
  if (!right) {
    const counted = await sql<{ locked_until: Date | string | null }>`
      insert into login_attempts (login, failures, locked_until) values (${login}, 1, null)
      on conflict (login) do update set
        failures = login_attempts.failures + 1,
        locked_until = case when login_attempts.failures + 1 >= ${FREE_FAILURES}
          then ${now}::timestamptz + least(
            ${FIRST_LOCK_SECONDS} * power(2, login_attempts.failures + 1 - ${FREE_FAILURES}),
            ${MAX_LOCK_SECONDS}) * interval '1 second'
          else null end
      returning locked_until`.execute(trx);
    const seconds = secondsUntil(counted.rows[0]?.locked_until, now);
    if (wasLocked) throw new CommandFailure('TOO_MANY_LOGIN_ATTEMPTS', { seconds }, { keepWrites: true });
    throw new CommandFailure(wrong, {}, { keepWrites: true });
  }
  // Row lock: a failure committed since the first read may have locked the login.
  const current = await trx
    .selectFrom('login_attempts')
    .select('locked_until')
    .where('login', '=', login)
    .forUpdate()
    .executeTakeFirst();
  const seconds = secondsUntil(current?.locked_until, now);
  if (seconds > 0) throw new CommandFailure('TOO_MANY_LOGIN_ATTEMPTS', { seconds });
  if (current) await trx.deleteFrom('login_attempts').where('login', '=', login).execute();
}
