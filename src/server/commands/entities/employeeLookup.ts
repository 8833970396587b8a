import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { normalizeSearch } from '../../entities/normalizeSearch';

/** A company user as a lookup field offers it (squad members, an asset's notified responsibles). */
export interface EmployeeOption {
  id: number;
  version: number;
  name: string;
  email: string | null;
}

const fullName = sql<string>`trim(p.name || ' ' || coalesce(p.surname, ''))`;

/**
 * Employees as a lookup's referred records (metadata `"entity": "employee"`, not an entity of
 * metadata/entities): the company's active users by name, searched without accents in name and e-mail,
 * or the given ids whatever their state (a chosen member who left still shows by name). Only names and
 * e-mails: the lookup needs no more.
 *
 * @example const { items, total } = await employeeOptions(ctx.db, companyId, { search: 'ana', page: 1, pageSize: 20 });
 */
export async function employeeOptions(
  db: Kysely<Database>,
  companyId: number,
  query: { search?: string; page?: number; pageSize?: number; ids?: number[] },
): Promise<{ items: EmployeeOption[]; total: number }> {
  const pageSize = Math.min(query.pageSize ?? 50, 200);
  const offset = ((query.page ?? 1) - 1) * pageSize;
  const term = normalizeSearch(query.search ?? '');
  const where = [sql`u.company_id = ${companyId}`];
  if (query.ids) where.push(query.ids.length ? sql`u.id in (${sql.join(query.ids)})` : sql`false`);
  else where.push(sql`u.active`);
  const rows = await sql<EmployeeOption & { n: number }>`
    select u.id, 1 as version, ${fullName} as name, p.email, count(*) over ()::int as n
    from users u join persons p on p.company_id = u.company_id and p.id = u.person_id
    where ${sql.join(where, sql` and `)}
    order by lower(${fullName}), u.id
    limit ${term ? 10_000 : pageSize} offset ${term ? 0 : offset}`.execute(db);
  if (!term) return { items: rows.rows.map(({ n: _n, ...e }) => e), total: rows.rows[0]?.n ?? 0 };
  // Accents are ignored as in entity searches: names are few per company, so they are matched here.
  const matches = rows.rows
    .filter((e) => normalizeSearch(`${e.name} ${e.email ?? ''}`).includes(term))
    .map(({ n: _n, ...e }) => e);
  return { items: matches.slice(offset, offset + pageSize), total: matches.length };
}
