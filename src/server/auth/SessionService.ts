import type { Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { TtlCache } from '../cache/TtlCache';
import type { Forgetting, TellForgetting } from '../cache/Forgetting';
import type { Database } from '../db/Database';
import { newSecret, sha256Hex } from '../security/secretTokens';
import type { SessionInfo } from './SessionInfo';

/** Sliding expiry and last_seen are written at most once a minute per session, to keep reads read-only. */
const TOUCH_AFTER_MS = 60_000;
const MAX_CACHED_SESSIONS = 20_000;

interface CachedSession {
  info: SessionInfo;
  expiresAt: number;
  lastSeen: number;
}

type OnCommit = (task: () => Promise<void>) => void;

/**
 * Opaque bearer sessions: the token is random, only its sha256 is stored; expiry slides with use.
 * Resolved sessions are cached briefly (the keep-alive and every command resolve one); a revocation drops
 * the cache entry at once and again after commit, in every server process (shareForgetting), so a revoked
 * token is refused at once.
 *
 * @example const token = await sessions.create(trx, user); const info = await sessions.resolve(token);
 */
export class SessionService {
  private readonly cache: TtlCache<string, CachedSession>;
  /** Set by shareForgetting: revocations reach the other server processes' caches at once. */
  tell: TellForgetting | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly ttlMs: number,
    cacheTtlMs: number,
  ) {
    this.cache = new TtlCache(cacheTtlMs, MAX_CACHED_SESSIONS);
  }

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
    const now = Date.now();
    let entry = this.cache.get(tokenHash);
    if (!entry) {
      const loaded = await this.load(token, tokenHash, now);
      if (!loaded) return null;
      entry = loaded;
      this.cache.set(tokenHash, entry);
    }
    if (entry.expiresAt <= now) {
      this.cache.delete(tokenHash);
      return null;
    }
    if (now - entry.lastSeen > TOUCH_AFTER_MS) {
      entry.lastSeen = now;
      entry.expiresAt = now + this.ttlMs;
      await this.db
        .updateTable('sessions')
        .set({ last_seen: new Date(now), expires_at: new Date(entry.expiresAt) })
        .where('token_hash', '=', tokenHash)
        .execute();
    }
    return entry.info;
  }

  /** Records that last_login was written, so the cached session does not ask again within the minute. */
  noteLastLogin(session: SessionInfo, at: Date): void {
    session.lastLogin = at;
  }

  async revoke(db: Kysely<Database>, tokenHash: string, onCommit: OnCommit): Promise<void> {
    const forget = () => this.forget({ kind: 'session', tokenHash });
    forget();
    await db
      .updateTable('sessions')
      .set({ revoked_at: new Date() })
      .where('token_hash', '=', tokenHash)
      .execute();
    onCommit(async () => forget());
  }

  /** Revokes every live session of a user except `keepTokenHash` (after a password change or recovery). */
  async revokeUser(
    db: Kysely<Database>,
    companyId: number,
    userId: number,
    onCommit: OnCommit,
    keepTokenHash?: string,
  ): Promise<void> {
    const forget = () =>
      this.forget({ kind: 'userSessions', companyId, userId, ...(keepTokenHash ? { keepTokenHash } : {}) });
    forget();
    let query = db
      .updateTable('sessions')
      .set({ revoked_at: new Date() })
      .where('company_id', '=', companyId)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (keepTokenHash) query = query.where('token_hash', '<>', keepTokenHash);
    await query.execute();
    onCommit(async () => forget());
  }

  /** Drops cached sessions of some companies (their groups changed), or all with null. */
  forgetCompanies(companyIds: readonly number[] | null): void {
    this.forget({ kind: 'sessionCompanies', companyIds: companyIds && [...companyIds] });
  }

  /** Drops here at once, and tells every process (shareForgetting) to drop too. */
  private forget(forgetting: Forgetting): void {
    this.dropStale(forgetting);
    this.tell?.(forgetting);
  }

  /** Drops the cached sessions a forgetting names, in this process only (what the bus delivers). */
  dropStale(forgetting: Forgetting): void {
    if (forgetting.kind === 'session') this.cache.delete(forgetting.tokenHash);
    else if (forgetting.kind === 'userSessions') {
      const { companyId, userId, keepTokenHash } = forgetting;
      this.cache.deleteWhere(
        (e, hash) => e.info.companyId === companyId && e.info.userId === userId && hash !== keepTokenHash,
      );
    } else if (forgetting.kind === 'sessionCompanies') {
      const { companyIds } = forgetting;
      if (!companyIds) this.cache.deleteWhere(() => true);
      else this.cache.deleteWhere((e) => companyIds.includes(e.info.companyId));
    }
  }

  private async load(token: string, tokenHash: string, now: number): Promise<CachedSession | null> {
    const row = await this.db
      .selectFrom('sessions as s')
      .innerJoin('users as u', (j) =>
        j.onRef('u.company_id', '=', 's.company_id').onRef('u.id', '=', 's.user_id'),
      )
      .select((eb) => [
        's.company_id',
        's.user_id',
        's.last_seen',
        's.expires_at',
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
      .where('s.expires_at', '>', new Date(now))
      .where('u.active', '=', true)
      .executeTakeFirst();
    if (!row) return null;
    const groups = row.groups as Array<{ id: number; levels: Record<string, string> | null }>;
    return {
      expiresAt: new Date(row.expires_at).getTime(),
      lastSeen: new Date(row.last_seen).getTime(),
      info: {
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
      },
    };
  }
}
