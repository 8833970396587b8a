import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../db/Database';

/** A job's data: plain JSON, stored with the job. */
export type JobPayload = Record<string, unknown>;

export interface ScheduleOptions {
  /** Not before this time (default: now). */
  runAt?: Date;
  /**
   * Idempotency key: a second schedule of the same job name and key is ignored, even after the first
   * ran, the process restarted or the caller retried (kept in `job_keys`).
   */
  key?: string;
  /**
   * The caller's open transaction: the job (and its key) exist only if it commits. Pass it whenever one
   * is open: on PGlite (one connection) scheduling through the database instead would wait forever.
   */
  trx?: Transaction<Database>;
  /** Runs in all, the first included (default CAMPO_JOBS_MAX_ATTEMPTS). */
  maxAttempts?: number;
}

export interface JobContext {
  /** The handler's own transaction: the job counts as done only when it commits with the handler's writes. */
  trx: Transaction<Database>;
  /** 1 on the first run, 2 on the first retry... */
  attempt: number;
  id: string;
  log: FastifyBaseLogger | null;
  /**
   * Work to run once this job's transaction committed, outside any transaction: long work that must not
   * hold a connection (PGlite has one) and whose progress others must see while it runs (a download's
   * build). The job is already done then: its failures are logged, never retried, so a handler that
   * needs recovery schedules a follow-up job in `trx` (docs/jobs.md).
   */
  afterCommit(task: () => Promise<void>): void;
}

/** Does the job's work; a throw rolls its transaction back and retries later (backoff) or fails it. */
export type JobHandler<P extends JobPayload = JobPayload> = (
  payload: P,
  context: JobContext,
) => Promise<void>;

/**
 * A durable job queue in the application's database (docs/jobs.md): pg-boss on PostgreSQL, the
 * embedded `jobs` table on PGlite, one behaviour. Jobs run at least once; a handler that commits
 * completes its job in the same transaction, so a committed run is not repeated.
 *
 * @example
 * jobs.work('tasks.generate', async ({ taskId }, { trx }) => { ... });
 * await db.transaction().execute(async (trx) => {
 *   await trx.insertInto('tasks')...;
 *   await jobs.schedule('tasks.generate', { taskId }, { trx, key: `task-${taskId}` });
 * });
 */
export interface JobQueue {
  /** Enqueues a job; resolves false when its key was already scheduled (nothing enqueued). */
  schedule(name: string, payload: JobPayload, options?: ScheduleOptions): Promise<boolean>;
  /** Registers the handler of a job name (one per name); jobs without a handler wait. */
  work<P extends JobPayload>(name: string, handler: JobHandler<P>): void;
  /** Prepares the storage and polls every CAMPO_JOBS_POLL_SECONDS (never when 0). */
  start(log: FastifyBaseLogger): Promise<void>;
  /** Stops polling and waits for the jobs running in this process. */
  stop(): Promise<void>;
  /** One poll: runs the due jobs of the registered names, one at a time; resolves with how many ran. */
  runOnce(): Promise<number>;
}
