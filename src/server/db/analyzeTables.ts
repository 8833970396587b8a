import { sql, type Kysely } from 'kysely';
import type { Database } from './Database';

/**
 * Gathers the planner's statistics for every table of the current schema, as a bulk load should be
 * followed (issue 13). Statements run as prepared statements with generic plans (createDatabase): planned
 * over tables PostgreSQL had never analyzed, every estimate is one row, and the task list's and the
 * entity list's lookups by id took the (company, entity, revision) index (dropped since, migration 0029)
 * instead of the primary key, a plan each pooled connection kept (the 200-session load's task list ran
 * 17 ms a call instead of 4). Fresh statistics make PostgreSQL plan those statements again. Only this
 * schema's tables: a shared database (tests, other tenants' schemas) is left alone.
 *
 * @example await analyzeTables(db);
 */
export async function analyzeTables(db: Kysely<Database>): Promise<void> {
  const { rows } = await sql<{ name: string }>`
    select quote_ident(tablename) as name from pg_tables where schemaname = current_schema()
    order by tablename`.execute(db);
  if (rows.length) await sql.raw(`analyze ${rows.map((r) => r.name).join(', ')}`).execute(db);
}
