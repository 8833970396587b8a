import type { Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Forgetting, TellForgetting } from '../cache/Forgetting';
import { TtlCache } from '../cache/TtlCache';
import type { Database } from '../db/Database';

/** One indexed query: the user's person, company, company owner and the company's custom groups. */
async function queryProfile(db: Kysely<Database>, companyId: number, userId: number) {
  return db
    .selectFrom('users as u')
    .innerJoin('persons as p', (j) =>
      j.onRef('p.company_id', '=', 'u.company_id').onRef('p.id', '=', 'u.person_id'),
    )
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .leftJoin('persons as o', (j) =>
      j.onRef('o.company_id', '=', 'c.id').onRef('o.id', '=', 'c.owner_person_id'),
    )
    .select((eb) => [
      'p.name',
      'p.email',
      'p.photo_type',
      'p.photo_version',
      'u.customization as user_customization',
      'u.tour_settings',
      'c.name as company_name',
      'c.owner_person_id',
      'c.is_template',
      'c.segment_id',
      'c.contact',
      'c.amount_of_colaborators',
      'c.customization as company_customization',
      'o.name as owner_name',
      'o.email as owner_email',
      jsonArrayFrom(
        eb
          .selectFrom('permission_groups as g')
          .select(['g.id', 'g.name'])
          .whereRef('g.company_id', '=', 'u.company_id')
          .orderBy('g.id'),
      ).as('custom_groups'),
    ])
    .where('u.company_id', '=', companyId)
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof queryProfile>>>;

/**
 * Logged-user profiles by user, cached briefly: the keep-alive asks for them all the time and they
 * change rarely. Commands that change profile data call `forget` (now and after commit), which every
 * server process hears (shareForgetting).
 *
 * @example const row = await profiles.load(db, session.companyId, session.userId);
 */
export class ProfileCache {
  private readonly cache: TtlCache<string, ProfileRow>;
  /** Set by shareForgetting: profile edits reach the other server processes' caches at once. */
  tell: TellForgetting | undefined;

  constructor(ttlMs: number) {
    this.cache = new TtlCache(ttlMs, 20_000);
  }

  async load(db: Kysely<Database>, companyId: number, userId: number): Promise<ProfileRow | undefined> {
    const key = `${companyId}:${userId}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const row = await queryProfile(db, companyId, userId);
    if (row) this.cache.set(key, row);
    return row;
  }

  forget(companyId: number, userId: number): void {
    this.tellAndDrop({ kind: 'profile', companyId, userId });
  }

  /** Drops the cached profiles of some companies (company data or roles changed), or all with null. */
  forgetCompanies(companyIds: readonly number[] | null): void {
    this.tellAndDrop({ kind: 'profileCompanies', companyIds: companyIds && [...companyIds] });
  }

  private tellAndDrop(forgetting: Forgetting): void {
    this.dropStale(forgetting);
    this.tell?.(forgetting);
  }

  /** Drops the cached profiles a forgetting names, in this process only (what the bus delivers). */
  dropStale(forgetting: Forgetting): void {
    if (forgetting.kind === 'profile') this.cache.delete(`${forgetting.companyId}:${forgetting.userId}`);
    else if (forgetting.kind === 'profileCompanies') {
      const { companyIds } = forgetting;
      if (!companyIds) this.cache.deleteWhere(() => true);
      else this.cache.deleteWhere((_row, key) => companyIds.includes(Number(key.split(':')[0])));
    }
  }
}
