import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';
import { down, up } from './0027_tracker_latest';

describe.each(testBackends())('migration 0027 (the map columns on the device row) on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());

  const devices = () =>
    t.db
      .selectFrom('tracker_devices')
      .select([
        'id',
        'last_fix_time',
        'latest_positions',
        'trace_start',
        'trace_end',
        sql<string | null>`trace_day::text`.as('day'),
      ])
      .orderBy('id')
      .execute();
  const drawableIndex = async () =>
    (
      await sql<{ n: number }>`select count(*)::int as n from pg_indexes
        where indexname = 'tracker_positions_drawable_idx'`.execute(t.db)
    ).rows[0]!.n;

  it('backfills from the stored positions what the seed wrote (rebuildDeviceLatest today), and goes back down', async () => {
    // The demo's phones, their traces drawn by the seed and their rows filled by rebuildDeviceLatest.
    const before = await devices();
    expect(before.filter((d) => d.day !== null).length).toBeGreaterThanOrEqual(3);
    const db = t.db as unknown as Kysely<unknown>;
    await down(db);
    expect(await drawableIndex()).toBe(1);
    await t.db.updateTable('tracker_devices').set({ last_fix_time: null }).execute();
    await up(db);
    expect(await drawableIndex()).toBe(0);
    expect(await devices()).toEqual(before);
  });
});
