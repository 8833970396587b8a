import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';
import { down, up } from './0029_entity_record_xids';

describe.each(testBackends())(
  'migration 0029 (entity rows stamped with their transaction) on $name',
  (backend) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(backend);
    });
    afterAll(() => t?.close());

    const xidOf = async (id: number) =>
      BigInt(
        (
          await sql<{ xid: string }>`select xid::text as xid from entity_records where id = ${id}`.execute(
            t.db,
          )
        ).rows[0]!.xid,
      );

    it('stamps an updated row with its transaction, and goes down to the revision table and back', async () => {
      const { rows } = await sql<{ id: number; n: number }>`
      select id::int as id, (select count(*)::int from entity_records) as n from entity_records
      order by id limit 1`.execute(t.db);
      const { id, n } = rows[0]!;
      const before = await xidOf(id);
      await sql`update entity_records set updated_at = now() where id = ${id}`.execute(t.db);
      expect(await xidOf(id)).toBeGreaterThan(before);

      const db = t.db as unknown as Kysely<unknown>;
      await down(db);
      const tables = async () =>
        (
          await sql<{ name: string }>`select tablename as name from pg_tables
          where schemaname = current_schema() and tablename = 'entity_revisions'`.execute(t.db)
        ).rows.length;
      expect(await tables()).toBe(1);
      await up(db);
      expect(await tables()).toBe(0);
      const count = await sql<{ n: number }>`select count(*)::int as n from entity_records`.execute(t.db);
      expect(count.rows[0]!.n).toBe(n);
      const again = await xidOf(id);
      await sql`update entity_records set updated_at = now() where id = ${id}`.execute(t.db);
      expect(await xidOf(id)).toBeGreaterThan(again);
    });
  },
);
