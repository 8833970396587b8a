import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/Database';

/**
 * One md5 over every row of every tenant table (those with a `company_id` column) of the current
 * schema, to tell whether a command wrote anything. Rows are hashed and sorted, so the order the
 * database returns them in does not matter. `except` leaves tables out (bookkeeping, such as the
 * sessions' last-seen time).
 *
 * @example const before = await tenantChecksum(db); await t.command(...); expect(await tenantChecksum(db)).toBe(before);
 */
export async function tenantChecksum(db: Kysely<Database>, except: readonly string[] = []): Promise<string> {
  const tables = await sql<{ table_name: string }>`
    select c.table_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and c.column_name = 'company_id' and t.table_type = 'BASE TABLE'
    order by c.table_name`.execute(db);
  const names = tables.rows.filter((row) => !except.includes(row.table_name));
  if (!names.length) return '';
  const parts = names.map(
    ({ table_name }) =>
      sql`select ${table_name}::text as name, coalesce(md5(string_agg(md5(r::text), '' order by md5(r::text))), '') as sum from ${sql.table(table_name)} r`,
  );
  const { rows } = await sql<{ name: string; sum: string }>`${sql.join(parts, sql` union all `)}`.execute(db);
  return rows
    .map((row) => `${row.name}:${row.sum}`)
    .sort()
    .join(',');
}
