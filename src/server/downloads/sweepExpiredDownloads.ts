import type { Kysely } from 'kysely';
import type { Database } from '../db/Database';
import type { JobQueue } from '../jobs/JobQueue';
import type { PeriodicJob } from '../jobs/periodicJob';
import type { FileStorage } from '../storage/FileStorage';
import { fileSweepJob, HOUR_MS } from '../storage/fileSweepJob';

/** Rows one sweep removes at most (the next sweep takes the rest). */
const BATCH = 500;

/**
 * Removes the downloads requested before `olderThan` (CAMPO_DOWNLOAD_RETENTION_HOURS), whatever their
 * state, in one statement, and answers the storage keys of their files (the caller removes the bytes
 * once its transaction committed). Maintenance across companies (each row is still addressed by
 * company_id and id).
 *
 * @example const keys = await sweepExpiredDownloads(trx, new Date(Date.now() - 24 * 3600_000));
 */
export async function sweepExpiredDownloads(db: Kysely<Database>, olderThan: Date): Promise<string[]> {
  const removed = await db
    .deleteFrom('downloads')
    .where(({ eb, refTuple, selectFrom }) =>
      eb(
        refTuple('company_id', 'id'),
        'in',
        selectFrom('downloads')
          .select(['company_id', 'id'])
          .where('created_at', '<', olderThan)
          .limit(BATCH)
          .$asTuple('company_id', 'id'),
      ),
    )
    .returning('storage_key')
    .execute();
  return removed.flatMap((row) => (row.storage_key ? [row.storage_key] : []));
}

/**
 * `downloads.sweepExpired`, hourly on the job queue (fileSweepJob): downloads older than the retention
 * leave the list with their files.
 *
 * @example sweepExpiredDownloadsHourly(services.jobs, services.storage, 24).scheduleNext(new Date());
 */
export function sweepExpiredDownloadsHourly(
  jobs: JobQueue,
  storage: FileStorage,
  retentionHours: number,
): PeriodicJob {
  return fileSweepJob(jobs, storage, {
    name: 'downloads.sweepExpired',
    everyMs: HOUR_MS,
    maxAgeHours: retentionHours,
    sweep: sweepExpiredDownloads,
    message: 'expired downloads removed',
  });
}
