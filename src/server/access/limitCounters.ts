import type { Kysely } from 'kysely';
import type { Database } from '../db/Database';

/** Counts a company's records that use one plan limit. */
export type LimitCounter = (db: Kysely<Database>, companyId: number) => Promise<number>;

/**
 * The used-record counter of each limited functionality, by limit key of metadata/plans.json. A limit
 * without a counter counts 0 until its entity exists: a later issue adds `project`, `library`, ... here.
 *
 * @example await LIMIT_COUNTERS.roles!(db, companyId) // custom roles (permission groups of type G)
 */
export const LIMIT_COUNTERS: Readonly<Record<string, LimitCounter>> = {
  roles: async (db, companyId) => {
    const row = await db
      .selectFrom('permission_groups')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('company_id', '=', companyId)
      .where('type', '=', 'G')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
  // Main libraries only: sub-libraries are folders of one library (issue: libraries and portal).
  library: async (db, companyId) => {
    const row = await db
      .selectFrom('libraries')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('company_id', '=', companyId)
      .where('parent_id', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
  // Megabytes of library files, rounded up.
  libraryMb: async (db, companyId) => {
    const row = await db
      .selectFrom('library_files')
      .select((eb) => eb.fn.sum<string>('size').as('bytes'))
      .where('company_id', '=', companyId)
      .executeTakeFirst();
    return Math.ceil(Number(row?.bytes ?? 0) / (1024 * 1024));
  },
};
