import type { Kysely } from 'kysely';
import type { Database } from '../db/Database';
import type { JobQueue } from '../jobs/JobQueue';
import type { PeriodicJob } from '../jobs/periodicJob';
import type { FileStorage } from './FileStorage';
import { fileSweepJob, HOUR_MS } from './fileSweepJob';

/** Rows one sweep removes at most (the next sweep takes the rest). */
const BATCH = 500;

/**
 * Removes document uploads no saved document ever referenced (document_id null) and created before
 * `olderThan`, in one statement, and answers their storage keys (the caller removes the bytes once its
 * transaction committed). A browser that uploaded a photo and never saved leaves such files; a draft
 * that stops using a file deletes it itself. Maintenance across companies (each row is still addressed
 * by company_id and id).
 *
 * @example const keys = await sweepOrphanUploads(trx, new Date(Date.now() - 24 * 3600_000));
 */
export async function sweepOrphanUploads(db: Kysely<Database>, olderThan: Date): Promise<string[]> {
  const removed = await db
    .deleteFrom('document_files')
    .where(({ eb, refTuple, selectFrom }) =>
      eb(
        refTuple('company_id', 'id'),
        'in',
        selectFrom('document_files')
          .select(['company_id', 'id'])
          .where('document_id', 'is', null)
          .where('created_at', '<', olderThan)
          .limit(BATCH)
          .$asTuple('company_id', 'id'),
      ),
    )
    .where('document_id', 'is', null)
    .returning('storage_key')
    .execute();
  return removed.map((row) => row.storage_key);
}

/**
 * `uploads.sweepOrphans`, hourly on the job queue (fileSweepJob): uploads older than `maxAgeHours` that no
 * saved document took leave with their bytes.
 *
 * @example sweepOrphanUploadsHourly(services.jobs, services.storage, 24).scheduleNext(new Date());
 */
export function sweepOrphanUploadsHourly(
  jobs: JobQueue,
  storage: FileStorage,
  maxAgeHours: number,
): PeriodicJob {
  return fileSweepJob(jobs, storage, {
    name: 'uploads.sweepOrphans',
    everyMs: HOUR_MS,
    maxAgeHours,
    sweep: sweepOrphanUploads,
    message: 'orphan uploads removed',
  });
}
