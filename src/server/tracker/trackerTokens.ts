import type { Kysely } from 'kysely';
import type { Database } from '../db/Database';
import { newSecret, sha256Hex } from '../security/secretTokens';
import type { TrackerAudience } from './TrackerAudience';

/** How long a company tracker token (GetCompanyTraccarToken) opens a session. */
export const TRACKER_TOKEN_MS = 10 * 60 * 1000;

/**
 * Issues a secret for an audience: a short-lived `token` (GetCompanyTraccarToken) or a `session` (the
 * /api/session cookie). Only its sha256 is stored (tracker_tokens).
 *
 * @example const { token, expiresAt } = await issueTrackerSecret(db, 'token', audience, TRACKER_TOKEN_MS);
 */
export async function issueTrackerSecret(
  db: Kysely<Database>,
  kind: 'token' | 'session',
  audience: TrackerAudience,
  ttlMs: number,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSecret();
  const expiresAt = new Date(Date.now() + ttlMs);
  await db
    .insertInto('tracker_tokens')
    .values({
      token_hash: sha256Hex(token),
      kind,
      company_id: audience.companyId,
      user_id: audience.userId,
      sees_all: audience.seesAll,
      expires_at: expiresAt,
    })
    .execute();
  return { token, expiresAt };
}

/**
 * The audience of a secret of that kind not expired, whose user is still active; undefined otherwise.
 *
 * @example const audience = await trackerAudienceOfSecret(db, 'session', cookie);
 */
export async function trackerAudienceOfSecret(
  db: Kysely<Database>,
  kind: 'token' | 'session',
  token: string,
): Promise<(TrackerAudience & { name: string }) | undefined> {
  const row = await db
    .selectFrom('tracker_tokens as t')
    .innerJoin('users as u', (j) =>
      j.onRef('u.company_id', '=', 't.company_id').onRef('u.id', '=', 't.user_id'),
    )
    .innerJoin('persons as p', (j) =>
      j.onRef('p.company_id', '=', 'u.company_id').onRef('p.id', '=', 'u.person_id'),
    )
    .select(['t.company_id', 't.user_id', 't.sees_all', 'p.name'])
    .where('t.token_hash', '=', sha256Hex(token))
    .where('t.kind', '=', kind)
    .where('t.expires_at', '>', new Date())
    .where('u.active', '=', true)
    .executeTakeFirst();
  return row && { companyId: row.company_id, userId: row.user_id, seesAll: row.sees_all, name: row.name };
}
