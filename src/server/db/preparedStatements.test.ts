import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from './createDatabase';
import type { Database } from './Database';
import { testBackends, type TestApp, startTestApp } from '../testing/testApp';

const countCompanies = (db: Kysely<Database>, id: number) =>
  sql<{ n: number }>`select count(*)::int as n from companies where id = ${id} /* prepared-test */`
    .execute(db)
    .then((result) => result.rows[0]!.n);

const postgres = testBackends().filter((backend) => backend.name === 'postgres');

// Both storages: a statement text is parsed and planned once per connection (PostgreSQL: each pooled
// connection; PGlite: its one connection, preparedPgliteConnection), then run from its prepared statement.
describe.each(testBackends())('prepared statements on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());

  it('keeps a statement run several times on a connection as one prepared statement, answers right', async () => {
    const { answers, prepared } = await t.db.connection().execute(async (db) => {
      const answers = [
        await countCompanies(db, 1),
        await countCompanies(db, 2),
        await countCompanies(db, 99_999),
      ];
      const found = await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements
        where statement like '%prepared-test%' and statement not like '%pg_prepared_statements%'`.execute(db);
      return { answers, prepared: found.rows[0]!.n };
    });
    expect(answers).toEqual([1, 1, 0]);
    expect(prepared).toBe(1);
  });

  it('runs a statement first prepared in an aborted, rolled-back transaction', async () => {
    const after = await t.db.connection().execute(async (db) => {
      await sql`begin`.execute(db);
      await expect(sql`select 1 / 0 as boom`.execute(db)).rejects.toThrow();
      // The transaction is aborted: this statement's first parse is refused.
      await expect(
        sql<{ n: number }>`select ${1}::int + 41 as n /* aborted-test */`.execute(db),
      ).rejects.toThrow();
      await sql`rollback`.execute(db);
      return (await sql<{ n: number }>`select ${1}::int + 41 as n /* aborted-test */`.execute(db)).rows[0]!.n;
    });
    expect(after).toBe(42);
  });

  it('plans generically, binds dates and nulls, counts changed rows and keeps error codes', async () => {
    const mode = await sql<{ mode: string }>`select current_setting('plan_cache_mode') as mode`.execute(t.db);
    expect(mode.rows[0]!.mode).toBe('force_generic_plan');
    const at = new Date('2026-03-04T05:06:07.890Z');
    for (const value of [at, null]) {
      const echoed = await sql<{
        at: Date | null;
      }>`select ${value}::timestamptz as at /* bind-test */`.execute(t.db);
      expect(echoed.rows[0]!.at).toEqual(value);
    }
    const changed = await t.db
      .updateTable('companies')
      .set({ name: sql`name` })
      .where('id', 'in', [1, 2])
      .executeTakeFirstOrThrow();
    expect(changed.numUpdatedRows).toBe(2n);
    const first = await t.db.selectFrom('user_logins').selectAll().limit(1).executeTakeFirstOrThrow();
    await expect(t.db.insertInto('user_logins').values(first).execute()).rejects.toMatchObject({
      code: '23505',
    });
  });
});

describe.skipIf(postgres.length === 0).each(postgres)('a PostgreSQL pool on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());

  it("plans each prepared statement once (generic plans), keeping the schema and the URL's own options", async () => {
    const settings = await sql<{
      mode: string;
      path: string;
    }>`select current_setting('plan_cache_mode') as mode,
      current_setting('search_path') as path`.execute(t.db);
    expect(settings.rows[0]!.mode).toBe('force_generic_plan');
    expect(settings.rows[0]!.path).toMatch(/^campo_test_/);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.searchParams.set('options', '-c application_name=campo-options-test');
    const db = await createDatabase({ databaseUrl: url.toString(), poolSize: 1 });
    try {
      const own = await sql<{
        name: string;
        mode: string;
      }>`select current_setting('application_name') as name,
        current_setting('plan_cache_mode') as mode`.execute(db);
      expect(own.rows[0]).toEqual({ name: 'campo-options-test', mode: 'force_generic_plan' });
    } finally {
      await db.destroy();
    }
  });
});
