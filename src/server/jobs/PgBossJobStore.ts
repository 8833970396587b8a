import type { FastifyBaseLogger } from 'fastify';
import { CompiledQuery, sql, type Kysely, type Transaction } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from '../db/Database';
import type { ClaimedJob, JobStore, NewJob } from './JobStore';
import { JOB_LEASE_MS } from './TableJobStore';

/**
 * pg-boss's SQL runs through our Kysely connection: the pool, or the caller's transaction when a job
 * is enqueued (or completed) atomically with other writes. Scripts without parameters go over pg's
 * simple protocol, so pg-boss's multi-statement installs and maintenance work too.
 */
function bossDb(executor: Kysely<Database> | Transaction<Database>): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const result = await executor.executeQuery(CompiledQuery.raw(text, values));
      return { rows: [...result.rows] };
    },
  };
}

export interface PgBossJobStoreOptions {
  /** pg-boss's own schema; default `pgboss`, or `<schema>_pgboss` when the connection's schema is not public. */
  schema: string | undefined;
  /** First retry delay (pg-boss counts whole seconds, doubling with jitter); 0 retries at once. */
  retryBaseMs: number;
}

/**
 * Jobs in pg-boss (PostgreSQL): queues created on first use, jobs fetched with pg-boss's
 * `SKIP LOCKED` fetch, completed inside the handler's transaction, failed with pg-boss's retry and
 * backoff, and expired (retried) by its maintenance when a process dies with a job active.
 *
 * @example new PollingJobQueue(db, new PgBossJobStore(db, { schema: undefined, retryBaseMs: 30_000 }), options)
 */
export class PgBossJobStore implements JobStore {
  private boss: PgBoss | null = null;
  private readonly queues = new Set<string>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: PgBossJobStoreOptions,
  ) {}

  async prepare(log: () => FastifyBaseLogger | null): Promise<void> {
    const schema = this.options.schema ?? (await defaultSchema(this.db));
    const boss = new PgBoss({
      db: bossDb(this.db),
      schema,
      migrate: true,
      // Maintenance (expiring leases, archiving, deleting old jobs) on; pg-boss's cron off (unused).
      supervise: true,
      schedule: false,
    });
    boss.on('error', (err: unknown) => log()?.error({ err }, 'pg-boss error'));
    await boss.start();
    this.boss = boss;
    this.queues.clear();
  }

  async enqueue(trx: Transaction<Database>, job: NewJob): Promise<void> {
    const boss = await this.queue(job.name);
    const retrySeconds = Math.round(this.options.retryBaseMs / 1000);
    const id = await boss.send(job.name, job.payload, {
      db: bossDb(trx),
      ...(job.runAt ? { startAfter: job.runAt } : {}),
      retryLimit: job.maxAttempts - 1,
      retryDelay: retrySeconds,
      retryBackoff: retrySeconds > 0,
      expireInSeconds: JOB_LEASE_MS / 1000,
    });
    if (!id) throw new Error(`pg-boss did not enqueue a "${job.name}" job`);
  }

  async claim(name: string, limit: number): Promise<ClaimedJob[]> {
    const boss = await this.queue(name);
    const jobs = await boss.fetch<Record<string, unknown>>(name, { batchSize: limit, includeMetadata: true });
    return jobs.map((job) => ({
      id: job.id,
      name,
      payload: job.data,
      attempt: job.retryCount + 1,
      maxAttempts: job.retryLimit + 1,
    }));
  }

  async complete(trx: Transaction<Database>, job: ClaimedJob): Promise<void> {
    await this.started().complete(job.name, job.id, {}, { db: bossDb(trx) });
  }

  async fail(job: ClaimedJob, error: string): Promise<void> {
    await this.started().fail(job.name, job.id, { message: error });
  }

  async close(): Promise<void> {
    const boss = this.boss;
    this.boss = null;
    // Not graceful: pg-boss's own workers are unused, PollingJobQueue already waited for its jobs.
    await boss?.stop({ graceful: false, close: false });
  }

  private started(): PgBoss {
    if (!this.boss) throw new Error('pg-boss is not started');
    return this.boss;
  }

  private async queue(name: string): Promise<PgBoss> {
    const boss = this.started();
    if (!this.queues.has(name)) {
      // Idempotent (insert ... on conflict do nothing), so several processes may race here; two creating
      // the same queue's partition at once can deadlock (PostgreSQL 40P01): the loser tries again.
      for (let attempt = 1; ; attempt++) {
        try {
          await boss.createQueue(name);
          break;
        } catch (error) {
          if ((error as { code?: string }).code !== '40P01' || attempt === 3) throw error;
        }
      }
      this.queues.add(name);
    }
    return boss;
  }
}

async function defaultSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const current = rows[0]?.schema ?? 'public';
  return current === 'public' ? 'pgboss' : `${current}_pgboss`;
}
