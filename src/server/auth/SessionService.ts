import type { Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database } from '../db/Database';
import { newSecret, sha256Hex } from '../security/secretTokens';
import type { SessionInfo } from './SessionInfo';

/** Sliding expiry and last_seen are written at most once a minute per session, to keep reads read-only. */
const TOUCH_AFTER_MS = 60_000;

/**
 * Opaque bearer sessions: the token is random, only its sha256 is stored; expiry slides with use.
 *
 * @example const token = await sessions.create(trx, user); const info = await sessions.resolve(token);
 */
export class SessionService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly ttlMs: number,
  ) {}

  async create(db: Kysely<Database>, user: { companyId: number; userId: number }): Promise<string> {
    const token = newSecret();
    await db
      .insertInto('sessions')
      .values({
        token_hash: sha256Hex(token),
        company_id: user.companyId,
        user_id: user.userId,
        expires_at: new Date(Date.now() + this.ttlMs),
      })
      .execute();
    return token;
  }

  /** The session of a token, or null when unknown, revoked, expired or its user is inactive. */
  async resolve(token: string): Promise<SessionInfo | null> {
    const tokenHash = sha256Hex(token);
    const now = new Date();
    const row = await this.db
      .selectFrom('sessions as s')
      .innerJoin('users as u', (j) => j.onRef('u.company_id', '=', 's.company_id').onRef('u.id', '=', 's.user_id'))
      .select((eb) => [
        's.company_id',
        's.user_id',
        's.last_seen',
        'u.person_id',
        'u.login',
        'u.locale',
        'u.is_shared',
        'u.last_login',
        jsonArrayFrom(
          eb
            .selectFrom('user_groups as ug')
            .leftJoin('permission_groups as pg', (j) =>
              j.onRef('pg.company_id', '=', 'ug.company_id').onRef('pg.id', '=', 'ug.group_id'),
            )
            .select(['ug.group_id as id', 'pg.levels'])
            .whereRef('ug.company_id', '=', 's.company_id')
            .whereRef('ug.user_id', '=', 's.user_id'),
        ).as('groups'),
      ])
      .where('s.token_hash', '=', tokenHash)
      .where('s.revoked_at', 'is', null)
      .where('s.expires_at', '>', now)
      .where('u.active', '=', true)
      .executeTakeFirst();
    if (!row) return null;
    if (now.getTime() - new Date(row.last_seen).getTime() > TOUCH_AFTER_MS) {
      await this.db
        .updateTable('sessions')
        .set({ last_seen: now, expires_at: new Date(now.getTime() + this.ttlMs) })
        .where('token_hash', '=', tokenHash)
        .execute();
    }
    const groups = row.groups as Array<{ id: number; levels: Record<string, string> | null }>;
    return {
      token,
      tokenHash,
      userId: row.user_id,
      companyId: row.company_id,
      personId: row.person_id,
      login: row.login,
      locale: row.locale,
      isShared: row.is_shared,
      isAdmin: row.user_id === 1,
      lastLogin: row.last_login ? new Date(row.last_login) : null,
      groupIds: groups.map((g) => g.id),
      customGroups: groups.flatMap((g) => (g.levels ? [{ id: g.id, levels: g.levels }] : [])),
    };
  }

  async revoke(db: Kysely<Database>, tokenHash: string): Promise<void> {
    await db.updateTable('sessions').set({ revoked_at: new Date() }).where('token_hash', '=', tokenHash).execute();
  }

  /** Revokes every live session of a user except `keepTokenHash` (after a password change or recovery). */
  async revokeUser(db: Kysely<Database>, companyId: number, userId: number, keepTokenHash?: string): Promise<void> {
    let query = db
      .updateTable('sessions')
      .set({ revoked_at: new Date() })
      .where('company_id', '=', companyId)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (keepTokenHash) query = query.where('token_hash', '<>', keepTokenHash);
    await query.execute();
  }
}
