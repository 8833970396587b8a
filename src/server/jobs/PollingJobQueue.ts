import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/Database';
import type { JobHandler, JobPayload, JobQueue, ScheduleOptions } from './JobQueue';
import type { ClaimedJob, JobStore } from './JobStore';

/** How many due jobs of one name a poll takes. */
const BATCH = 10;

export interface PollingJobQueueOptions {
  /** 0: never polls by itself (tests call runOnce). */
  pollMs: number;
  maxAttempts: number;
}

/**
 * The JobQueue over a JobStore: idempotency keys in `job_keys` (written in the same transaction as the
 * job), handlers in their own transaction that also completes the job, polling with setTimeout like
 * the webhook worker, and a stop that waits for the running job.
 *
 * @example const jobs = new PollingJobQueue(db, store, { pollMs: 2000, maxAttempts: 5 });
 */
export class PollingJobQueue implements JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly inFlight = new Set<Promise<number>>();
  private prepared: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = true;
  /** Set by stop(): no more jobs are claimed, the ones claimed finish. */
  private closing = false;
  private log: FastifyBaseLogger | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly store: JobStore,
    private readonly options: PollingJobQueueOptions,
  ) {}

  async schedule(name: string, payload: JobPayload, options: ScheduleOptions = {}): Promise<boolean> {
    await this.prepare();
    const enqueue = async (trx: Transaction<Database>) => {
      if (options.key !== undefined) {
        const taken = await trx
          .insertInto('job_keys')
          .values({ name, key: options.key })
          .onConflict((oc) => oc.columns(['name', 'key']).doNothing())
          .returning('name')
          .executeTakeFirst();
        if (!taken) return false;
      }
      await this.store.enqueue(trx, {
        name,
        payload,
        runAt: options.runAt,
        maxAttempts: options.maxAttempts ?? this.options.maxAttempts,
      });
      return true;
    };
    return options.trx ? enqueue(options.trx) : this.db.transaction().execute(enqueue);
  }

  work<P extends JobPayload>(name: string, handler: JobHandler<P>): void {
    if (this.handlers.has(name)) throw new Error(`Job "${name}" already has a handler`);
    this.handlers.set(name, handler as JobHandler);
  }

  async start(log: FastifyBaseLogger): Promise<void> {
    this.log = log;
    if (!this.stopped) return;
    this.stopped = false;
    this.closing = false;
    // Storage is made on first use: an app without job handlers never creates pg-boss's schema.
    if (this.handlers.size > 0) await this.prepare();
    if (this.options.pollMs > 0) this.poll(this.options.pollMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.closing = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await Promise.allSettled([...this.inFlight]);
    const prepared = this.prepared;
    this.prepared = null;
    if (prepared)
      await prepared.then(
        () => this.store.close(),
        () => undefined,
      );
  }

  runOnce(): Promise<number> {
    const run = this.runDue().finally(() => this.inFlight.delete(run));
    this.inFlight.add(run);
    return run;
  }

  private prepare(): Promise<void> {
    this.prepared ??= this.store
      .prepare(() => this.log)
      .catch((error: unknown) => {
        this.prepared = null;
        throw error;
      });
    return this.prepared;
  }

  private async runDue(): Promise<number> {
    if (this.handlers.size === 0 || this.closing) return 0;
    await this.prepare();
    let ran = 0;
    for (const [name, handler] of this.handlers) {
      if (this.closing) break;
      for (const job of await this.store.claim(name, BATCH)) {
        await this.attempt(job, handler);
        ran++;
      }
    }
    return ran;
  }

  private async attempt(job: ClaimedJob, handler: JobHandler): Promise<void> {
    const afterCommit: Array<() => Promise<void>> = [];
    try {
      await this.db.transaction().execute(async (trx) => {
        const context = { trx, attempt: job.attempt, id: job.id, log: this.log };
        await handler(job.payload, { ...context, afterCommit: (task) => void afterCommit.push(task) });
        await this.store.complete(trx, job);
      });
    } catch (e) {
      afterCommit.length = 0;
      const error = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
      this.log?.warn({ job: job.name, id: job.id, attempt: job.attempt, error }, 'job failed');
      await this.store
        .fail(job, error.slice(0, 500))
        .catch((err: unknown) => this.log?.error({ err, job: job.name }, 'job failure not recorded'));
    }
    // Awaited: stop() and runOnce() wait for it like for the job itself, and jobs stay one at a time.
    for (const task of afterCommit)
      await task().catch((err: unknown) =>
        this.log?.error({ err, job: job.name, id: job.id }, 'job after-commit work failed'),
      );
  }

  private poll(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.runOnce()
        .catch((error: unknown) => {
          this.log?.error({ err: error }, 'job poll failed');
          return 0;
        })
        .then((count) => this.poll(count >= BATCH ? 0 : this.options.pollMs));
    }, delayMs);
    this.timer.unref();
  }
}
