import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testBackends, type TestApp } from '../testing/testApp';
import { periodicJob } from './periodicJob';
import { drainJobs } from '../testing/drainJobs';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('periodicJob (PGlite)', () => {
  let t: TestApp;
  const runs: string[] = [];
  let daily: ReturnType<typeof periodicJob>;

  beforeAll(async () => {
    t = await startTestApp(testBackends()[0]!, {
      config: { cacheTtlMs: 0, jobsPollMs: 0, jobsRetryBaseMs: 0 },
    });
    daily = periodicJob(t.app.jobs, {
      name: 'test.daily',
      everyMs: DAY,
      offsetMs: 5 * HOUR,
      async run(at, { trx }) {
        // The run's writes share the job's transaction.
        await trx.selectFrom('companies').select('id').execute();
        runs.push(at.toISOString());
      },
    });
  });
  afterAll(() => t?.close());

  const keys = async () =>
    (
      await t.db
        .selectFrom('job_keys')
        .select('key')
        .where('name', '=', 'test.daily')
        .orderBy('key')
        .execute()
    ).map((row) => row.key);

  it('schedules the next slot once, whatever the number of boots', async () => {
    const now = new Date('2020-06-10T04:30:00.000Z');
    expect(await daily.scheduleNext(now)).toBe(true);
    expect(await daily.scheduleNext(new Date('2020-06-10T04:59:59.000Z'))).toBe(false);
    expect(await keys()).toEqual(['test.daily:2020-06-10T05:00:00.000Z']);
    // Right at the slot, the next one is the day after.
    expect(await daily.scheduleNext(new Date('2020-06-10T05:00:00.000Z'))).toBe(true);
    expect(await keys()).toEqual([
      'test.daily:2020-06-10T05:00:00.000Z',
      'test.daily:2020-06-11T05:00:00.000Z',
    ]);
  });

  it('a run does its work once and chains the first slot after now when it ran late', async () => {
    await t.app.jobs.schedule('test.daily', { at: '2020-01-01T05:00:00.000Z' }, { key: 'late' });
    await drainJobs(t.app.jobs);
    expect(runs).toContain('2020-01-01T05:00:00.000Z');
    const slot = (key: string) => Date.parse(key.slice('test.daily:'.length));
    const chained = (await keys()).filter((key) => slot(key) > Date.now() - DAY);
    // Not 2020-01-02: the next slot after the present.
    expect(chained.length).toBe(1);
    expect(slot(chained[0]!)).toBeGreaterThan(Date.now());
    expect(chained[0]).toMatch(/T05:00:00\.000Z$/);
  });
});
