import type { Kysely } from 'kysely';
import type { Database } from '../db/Database';

/**
 * The full names (name and surname) of a company's users by id; ids not found are left out.
 *
 * @example (await userNames(db, 7, [12])).get(12) // 'Ana Souza'
 */
export async function userNames(
  db: Kysely<Database>,
  companyId: number,
  ids: Iterable<number>,
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const rows = await db
    .selectFrom('users')
    .innerJoin('persons', (join) =>
      join.onRef('persons.id', '=', 'users.person_id').onRef('persons.company_id', '=', 'users.company_id'),
    )
    .select(['users.id', 'persons.name', 'persons.surname'])
    .where('users.company_id', '=', companyId)
    .where('users.id', 'in', wanted)
    .execute();
  return new Map(rows.map((r) => [Number(r.id), [r.name, r.surname].filter(Boolean).join(' ')]));
}
