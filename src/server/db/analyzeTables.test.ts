import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testBackends, type TestApp } from '../testing/testApp';
import { analyzeTables } from './analyzeTables';

/**
 * The tables of the current schema holding rows that PostgreSQL has never analyzed (reltuples -1; an
 * empty table may keep -1 after ANALYZE, and the planner then assumes a few pages, which is harmless).
 */
async function neverAnalyzed(app: TestApp): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_class c
    where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r' and c.reltuples < 0
    order by 1`.execute(app.db);
  const holding: string[] = [];
  for (const { name } of rows) {
    const found = await sql`select 1 from ${sql.table(name)} limit 1`.execute(app.db);
    if (found.rows.length) holding.push(name);
  }
  return holding;
}

describe.each(testBackends())('planner statistics on $name', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(backend);
  });
  afterAll(() => app.close());

  it('the seeded demo database has them, so lookups by id are planned on the primary key', async () => {
    expect(await neverAnalyzed(app)).toEqual([]);
    const { rows } = await sql<{ plan: string }>`
      explain select c.data->>'name' from entity_records c
      where c.company_id = 2 and c.entity = 'client' and c.id = 5`.execute(app.db);
    const plan = rows.map((r) => Object.values(r)[0]).join('\n');
    expect(plan).toContain('entity_records_pkey');
  });

  it('analyzeTables covers a table filled after the seed, and only this schema', async () => {
    await sql`create table stats_probe (id int)`.execute(app.db);
    await sql`insert into stats_probe select generate_series(1, 100)`.execute(app.db);
    expect(await neverAnalyzed(app)).toEqual(['stats_probe']);
    await analyzeTables(app.db);
    expect(await neverAnalyzed(app)).toEqual([]);
    await sql`drop table stats_probe`.execute(app.db);
  });
});
