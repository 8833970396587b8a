import type { TFunction } from 'i18next';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/Database';
import type { ServerMetadata } from '../metadata/ServerMetadata';
import { loadGroups } from '../roles/loadGroups';

interface Option {
  id: number;
  name: string;
}

/**
 * What a restricted library may list: the company's roles, work groups (squads) and active employees
 * (users, not shared ones), each `{id, name}` by name.
 *
 * @example const { roles } = await libraryAccessOptions(trx, 7, metadata, t);
 */
export async function libraryAccessOptions(
  db: Kysely<Database>,
  companyId: number,
  metadata: ServerMetadata,
  t: TFunction,
): Promise<{ roles: Option[]; squads: Option[]; employees: Option[] }> {
  const roles = (await loadGroups(db, companyId, metadata, t)).map((g) => ({ id: g.id, name: g.name }));
  const squads = await sql<{ id: string | number; name: string | null }>`
    select id, data->>'title' as name from entity_records
    where company_id = ${companyId} and entity = 'squad' and deleted_at is null
    order by data->>'title'`.execute(db);
  const employees = await db
    .selectFrom('users as u')
    .innerJoin('persons as p', (j) =>
      j.onRef('p.company_id', '=', 'u.company_id').onRef('p.id', '=', 'u.person_id'),
    )
    .select(['u.id', 'p.name'])
    .where('u.company_id', '=', companyId)
    .where('u.active', '=', true)
    .where('u.is_shared', '=', false)
    .orderBy('p.name')
    .execute();
  return {
    roles,
    squads: squads.rows.map((s) => ({ id: Number(s.id), name: s.name ?? `#${s.id}` })),
    employees: employees.map((e) => ({ id: e.id, name: e.name })),
  };
}
