import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { sha256Hex } from '../../security/secretTokens';

/** The unused, unexpired recovery behind a code, or undefined. */
export async function findRecovery(db: Kysely<Database>, code: string, forUpdate = false) {
  let query = db
    .selectFrom('password_recoveries')
    .select(['code_hash', 'company_id', 'user_id'])
    .where('code_hash', '=', sha256Hex(code))
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date());
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}
