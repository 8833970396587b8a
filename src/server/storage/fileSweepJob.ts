import type { Transaction } from 'kysely';
import type { Database } from '../db/Database';
import type { JobQueue } from '../jobs/JobQueue';
import { periodicJob, type PeriodicJob } from '../jobs/periodicJob';
import type { FileStorage } from './FileStorage';
import { removeFilesAfterCommit } from './removeFilesAfterCommit';

export const HOUR_MS = 3_600_000;

export interface FileSweepSpec {
  /** The job's name in the queue, e.g. `uploads.sweepOrphans`. */
  name: string;
  /** Time between two runs (periodicJob), and where the slots fall. */
  everyMs: number;
  offsetMs?: number;
  /** Rows older than this many hours are the sweep's to remove. */
  maxAgeHours: number;
  /** Removes the rows (in the job's transaction) and answers their files' storage keys. */
  sweep(trx: Transaction<Database>, olderThan: Date): Promise<string[]>;
  /** The log line of the bytes removed after the commit. */
  message: string;
}

/**
 * A recurring sweep of rows that hold files: on the durable job queue (periodicJob, a slot runs once),
 * rows older than `maxAgeHours` go in the job's transaction and their bytes after its commit
 * (removeFilesAfterCommit), so a rolled-back sweep never deletes a file a row still names.
 *
 * @example fileSweepJob(jobs, storage, { name: 'uploads.sweepOrphans', everyMs: HOUR_MS, maxAgeHours: 24, sweep: sweepOrphanUploads, message: 'orphan uploads removed' });
 */
export function fileSweepJob(jobs: JobQueue, storage: FileStorage, spec: FileSweepSpec): PeriodicJob {
  return periodicJob(jobs, {
    name: spec.name,
    everyMs: spec.everyMs,
    ...(spec.offsetMs !== undefined ? { offsetMs: spec.offsetMs } : {}),
    async run(_at, context) {
      const keys = await spec.sweep(context.trx, new Date(Date.now() - spec.maxAgeHours * HOUR_MS));
      removeFilesAfterCommit(context, storage, keys, spec.message);
    },
  });
}
