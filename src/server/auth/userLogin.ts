import type { Kysely } from 'kysely';
import type { Database } from '../db/Database';

/**
 * The login a user's failed password checks are counted under (checkPasswordAttempt), so a wrong password
 * retyped to delete or change it locks the same login as a wrong one at Login. A user without a login
 * (none today) is counted under a key no login can take.
 *
 * @example await checkPasswordAttempt(trx, await userLogin(ctx.db, companyId, userId), right, 'WRONG_PASSWORD');
 */
export async function userLogin(db: Kysely<Database>, companyId: number, userId: number): Promise<string> {
  const row = await db
    .selectFrom('user_logins')
    .select('login')
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .orderBy('login')
    .executeTakeFirst();
  return row?.login ?? `#user:${companyId}:${userId}`;
}
