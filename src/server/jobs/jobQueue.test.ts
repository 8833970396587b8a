import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { ServerConfig } from '../config/ServerConfig';
import { testBackends, type TestBackend } from '../testing/testApp';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testBackends())('job queue on $name', (backend) => {
  let opened: Awaited<ReturnType<TestBackend['open']>>;
  let app: FastifyInstance;
  // Polling off (the tests call runOnce), retries at once, 3 attempts.
  const config: Partial<ServerConfig> = { jobsPollMs: 0, jobsRetryBaseMs: 0, jobsMaxAttempts: 3 };

  const boot = async (overrides: Partial<ServerConfig> = {}) => {
    const booted = await buildApp({ db: opened.db, config: { ...config, ...overrides } });
    await booted.ready();
    return booted;
  };
  /** Handlers write `job_keys` rows named 'probe': present only when their transaction committed. */
  const probe = async (key: string) =>
    (await opened.db
      .selectFrom('job_keys')
      .select('key')
      .where('name', '=', 'probe')
      .where('key', '=', key)
      .executeTakeFirst()) !== undefined;

  beforeAll(async () => {
    opened = await backend.open();
    await opened.migrate();
    app = await boot();
  });
  afterAll(async () => {
    await app?.close();
    await opened?.drop();
  });

  it('runs a job once, with its payload, committing its handler’s writes', async () => {
    const seen: unknown[] = [];
    app.jobs.work<{ n: number }>('once', async (payload, { trx, attempt }) => {
      seen.push({ payload, attempt });
      await trx.insertInto('job_keys').values({ name: 'probe', key: 'once' }).execute();
    });
    expect(await app.jobs.schedule('once', { n: 7 })).toBe(true);
    expect(await app.jobs.runOnce()).toBe(1);
    expect(await app.jobs.runOnce()).toBe(0);
    expect(seen).toEqual([{ payload: { n: 7 }, attempt: 1 }]);
    expect(await probe('once')).toBe(true);
  });

  it('runs after-commit work once the job committed, outside its transaction; never after a failure', async () => {
    const seen: Array<boolean | string> = [];
    app.jobs.work<{ fail: boolean }>('after', async ({ fail }, { trx, afterCommit }) => {
      await trx
        .insertInto('job_keys')
        .values({ name: 'probe', key: `after-${fail}` })
        .execute();
      // Through the database, not the job's transaction: on PGlite this would wait forever inside it.
      afterCommit(async () => void seen.push(await probe(`after-${fail}`)));
      if (fail) throw new Error('boom');
    });
    await app.jobs.schedule('after', { fail: false });
    expect(await app.jobs.runOnce()).toBe(1);
    expect(seen).toEqual([true]);
    await app.jobs.schedule('after', { fail: true }, { maxAttempts: 1 });
    expect(await app.jobs.runOnce()).toBe(1);
    expect(seen).toEqual([true]);
  });

  it('keeps a job until its runAt', async () => {
    let runs = 0;
    app.jobs.work('later', async () => void runs++);
    await app.jobs.schedule('later', {}, { runAt: new Date(Date.now() + 3_600_000) });
    expect(await app.jobs.runOnce()).toBe(0);
    expect(runs).toBe(0);
  });

  it('retries a failing job, rolling back each attempt’s writes, then fails it for good', async () => {
    const attempts: number[] = [];
    app.jobs.work('broken', async (_payload, { trx, attempt }) => {
      attempts.push(attempt);
      await trx
        .insertInto('job_keys')
        .values({ name: 'probe', key: `broken-${attempt}` })
        .execute();
      throw new Error('boom');
    });
    await app.jobs.schedule('broken', {});
    for (let i = 0; i < 3; i++) expect(await app.jobs.runOnce()).toBe(1);
    expect(await app.jobs.runOnce()).toBe(0);
    expect(attempts).toEqual([1, 2, 3]);
    for (const attempt of attempts) expect(await probe(`broken-${attempt}`)).toBe(false);
  });

  it('completes a job on the retry after a failure', async () => {
    const attempts: number[] = [];
    app.jobs.work('flaky', async (_payload, { trx, attempt }) => {
      attempts.push(attempt);
      if (attempt === 1) throw new Error('first time');
      await trx.insertInto('job_keys').values({ name: 'probe', key: 'flaky' }).execute();
    });
    await app.jobs.schedule('flaky', {});
    expect(await app.jobs.runOnce()).toBe(1);
    expect(await app.jobs.runOnce()).toBe(1);
    expect(await app.jobs.runOnce()).toBe(0);
    expect(attempts).toEqual([1, 2]);
    expect(await probe('flaky')).toBe(true);
  });

  it('never runs a job scheduled in a transaction that rolled back, nor keeps its key', async () => {
    let runs = 0;
    app.jobs.work('rolled', async () => void runs++);
    await expect(
      opened.db.transaction().execute(async (trx) => {
        expect(await app.jobs.schedule('rolled', {}, { trx, key: 'r1' })).toBe(true);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await app.jobs.runOnce()).toBe(0);
    expect(runs).toBe(0);
    expect(await app.jobs.schedule('rolled', {}, { key: 'r1' })).toBe(true);
    expect(await app.jobs.runOnce()).toBe(1);
    expect(runs).toBe(1);
  });

  it('enqueues a key once, before and after an app restart on the same database', async () => {
    let runs = 0;
    const keyed = async () => void runs++;
    app.jobs.work('keyed', keyed);
    expect(await app.jobs.schedule('keyed', {}, { key: 'k1' })).toBe(true);
    expect(await app.jobs.schedule('keyed', {}, { key: 'k1' })).toBe(false);
    expect(await app.jobs.runOnce()).toBe(1);
    // Scheduled before the restart, run after it.
    expect(await app.jobs.schedule('keyed', {}, { key: 'k2' })).toBe(true);

    await app.close();
    app = await boot();
    app.jobs.work('keyed', keyed);
    expect(await app.jobs.schedule('keyed', {}, { key: 'k1' })).toBe(false);
    expect(await app.jobs.schedule('keyed', {}, { key: 'k2' })).toBe(false);
    expect(await app.jobs.runOnce()).toBe(1);
    expect(await app.jobs.runOnce()).toBe(0);
    expect(runs).toBe(2);
  });

  it('polls by itself, and waits the backoff before a retry', async () => {
    const polling = await boot({ jobsPollMs: 20, jobsRetryBaseMs: 60_000 });
    try {
      const attempts: number[] = [];
      polling.jobs.work('polled', async (_payload, { attempt }) => {
        attempts.push(attempt);
        throw new Error('retry me later');
      });
      await polling.jobs.schedule('polled', {});
      for (let i = 0; i < 200 && attempts.length === 0; i++) await sleep(25);
      expect(attempts).toEqual([1]);
      await sleep(200);
      expect(attempts).toEqual([1]);
    } finally {
      await polling.close();
    }
  });

  it('stops only after the running job finished and committed', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = () => resolve();
    });
    let began!: () => void;
    const started = new Promise<void>((resolve) => {
      began = () => resolve();
    });
    app.jobs.work('slow', async (_payload, { trx }) => {
      began();
      await gate;
      await trx.insertInto('job_keys').values({ name: 'probe', key: 'slow' }).execute();
    });
    await app.jobs.schedule('slow', {});
    const run = app.jobs.runOnce();
    await started;
    let stopped = false;
    const stopping = app.jobs.stop().then(() => void (stopped = true));
    await sleep(100);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(await run).toBe(1);
    expect(await probe('slow')).toBe(true);
  });
});
