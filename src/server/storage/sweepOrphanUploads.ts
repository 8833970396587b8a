import type { Kysely } from 'kysely';
import type { Database } from '../db/Database';
import type { JobQueue } from '../jobs/JobQueue';
import { periodicJob, type PeriodicJob } from '../jobs/periodicJob';
import type { FileStorage } from './FileStorage';
import { removeFilesAfterCommit } from './removeFilesAfterCommit';

/** Rows one sweep removes at most (the next sweep takes the rest). */
const BATCH = 500;
const HOUR_MS = 3_600_000;

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
 * `uploads.sweepOrphans`, hourly on the job queue (periodicJob): uploads older than `maxAgeHours` that no
 * saved document took leave with their bytes.
 *
 * @example sweepOrphanUploadsHourly(services.jobs, services.storage, 24).scheduleNext(new Date());
 */
export function sweepOrphanUploadsHourly(
  jobs: JobQueue,
  storage: FileStorage,
  maxAgeHours: number,
): PeriodicJob {
  return periodicJob(jobs, {
    name: 'uploads.sweepOrphans',
    everyMs: HOUR_MS,
    async run(_at, context) {
      const keys = await sweepOrphanUploads(context.trx, new Date(Date.now() - maxAgeHours * HOUR_MS));
      removeFilesAfterCommit(context, storage, keys, 'orphan uploads removed');
    },
  });
}
