import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/Database';
import type { ClaimedJob, JobStore, NewJob } from './JobStore';

/** A claimed job is leased this long; a crashed process's job runs again after it. */
export const JOB_LEASE_MS = 15 * 60_000;
/** Done jobs are removed after a week (their keys stay in job_keys). */
const KEEP_DONE = sql`interval '7 days'`;
const SWEEP_EVERY_MS = 3_600_000;

/**
 * The embedded fallback (PGlite, whose single connection no pg-boss or graphile-worker can share):
 * the `jobs` table of migration 0011, claimed with `FOR UPDATE SKIP LOCKED` and leased by pushing
 * run_at, as the webhook worker does with its deliveries.
 *
 * @example new PollingJobQueue(db, new TableJobStore(db, 30_000), options)
 */
export class TableJobStore implements JobStore {
  private lastSweep = 0;

  constructor(
    private readonly db: Kysely<Database>,
    /** First retry delay; it doubles per attempt. */
    private readonly retryBaseMs: number,
  ) {}

  /** Nothing to create (migration 0011); it may run inside a caller's transaction, so it reads nothing. */
  async prepare(): Promise<void> {}

  async enqueue(trx: Transaction<Database>, job: NewJob): Promise<void> {
    await trx
      .insertInto('jobs')
      .values({
        name: job.name,
        payload: JSON.stringify(job.payload),
        max_attempts: job.maxAttempts,
        ...(job.runAt ? { run_at: job.runAt } : {}),
      })
      .execute();
  }

  async claim(name: string, limit: number): Promise<ClaimedJob[]> {
    if (Date.now() - this.lastSweep > SWEEP_EVERY_MS) await this.sweep();
    const leaseUntil = new Date(Date.now() + JOB_LEASE_MS);
    return this.db.transaction().execute(async (trx) => {
      // A lease that ran out on the last attempt (the process died meanwhile) fails the job.
      await trx
        .updateTable('jobs')
        .set({ state: 'failed', last_error: 'lease expired', finished_at: sql<Date>`now()` })
        .where('name', '=', name)
        .where('state', '=', 'pending')
        .where('attempts', '>=', sql<number>`max_attempts`)
        .where('run_at', '<=', sql<Date>`now()`)
        .execute();
      const due = await trx
        .selectFrom('jobs')
        .select(['id', 'payload', 'attempts', 'max_attempts'])
        .where('name', '=', name)
        .where('state', '=', 'pending')
        .where('attempts', '<', sql<number>`max_attempts`)
        .where('run_at', '<=', sql<Date>`now()`)
        .orderBy('run_at')
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked()
        .execute();
      if (due.length === 0) return [];
      await trx
        .updateTable('jobs')
        .set({ attempts: sql<number>`attempts + 1`, run_at: leaseUntil })
        .where(
          'id',
          'in',
          due.map((d) => d.id),
        )
        .execute();
      return due.map((d) => ({
        id: String(d.id),
        name,
        payload: d.payload,
        attempt: d.attempts + 1,
        maxAttempts: d.max_attempts,
      }));
    });
  }

  async complete(trx: Transaction<Database>, job: ClaimedJob): Promise<void> {
    await trx
      .updateTable('jobs')
      .set({ state: 'done', finished_at: sql<Date>`now()`, last_error: null })
      .where('id', '=', job.id)
      .execute();
  }

  async fail(job: ClaimedJob, error: string): Promise<void> {
    const last = job.attempt >= job.maxAttempts;
    await this.db
      .updateTable('jobs')
      .set({
        state: last ? 'failed' : 'pending',
        last_error: error,
        run_at: new Date(Date.now() + this.retryBaseMs * 2 ** (job.attempt - 1)),
        finished_at: last ? sql<Date>`now()` : null,
      })
      .where('id', '=', job.id)
      .execute();
  }

  async close(): Promise<void> {}

  private async sweep(): Promise<void> {
    this.lastSweep = Date.now();
    await this.db
      .deleteFrom('jobs')
      .where('state', '=', 'done')
      .where('finished_at', '<', sql<Date>`now() - ${KEEP_DONE}`)
      .execute();
  }
}
