import type { Transaction } from 'kysely';
import type { Database } from '../db/Database';
import type { JobContext, JobQueue } from './JobQueue';

export interface PeriodicJobSpec {
  /** The job's name in the queue. */
  name: string;
  /** Time between two runs. */
  everyMs: number;
  /** Where the slots fall: runs at epoch + offsetMs + k * everyMs (a daily run at 05:00 UTC: 5 h). */
  offsetMs?: number;
  /** The run's work, in the job's transaction; `at` is the slot it was scheduled for. */
  run(at: Date, context: JobContext): Promise<void>;
}

export interface PeriodicJob {
  /** Schedules the first slot after `now` (once per slot: a restart or a second process adds nothing). */
  scheduleNext(now: Date, trx?: Transaction<Database>): Promise<boolean>;
}

/**
 * Maintenance that runs every so often on the durable job queue instead of a timer in one process: each
 * run is a job keyed by its slot, so with two processes, a restart or a late run, a slot runs once; the
 * run schedules the next slot in its own transaction, and each boot schedules it too, so the chain
 * survives a missed run. The job's transaction holds the run's writes; bytes to remove go afterCommit.
 *
 * @example const sweep = periodicJob(jobs, { name: 'uploads.sweep', everyMs: HOUR_MS, run: async (at, { trx }) => ... });
 * app.addHook('onReady', async () => void (await sweep.scheduleNext(new Date())));
 */
export function periodicJob(jobs: JobQueue, spec: PeriodicJobSpec): PeriodicJob {
  const offset = spec.offsetMs ?? 0;
  const nextSlot = (now: Date) =>
    new Date(offset + (Math.floor((now.getTime() - offset) / spec.everyMs) + 1) * spec.everyMs);
  const scheduleNext = (now: Date, trx?: Transaction<Database>) => {
    const at = nextSlot(now);
    return jobs.schedule(
      spec.name,
      { at: at.toISOString() },
      { key: `${spec.name}:${at.toISOString()}`, runAt: at, ...(trx ? { trx } : {}) },
    );
  };
  jobs.work<{ at: string }>(spec.name, async ({ at }, context) => {
    const slot = new Date(at);
    await spec.run(slot, context);
    // The next slot after this one, or after now when the run was late (no catching up run by run).
    await scheduleNext(new Date(Math.max(slot.getTime(), Date.now())), context.trx);
  });
  return { scheduleNext };
}
