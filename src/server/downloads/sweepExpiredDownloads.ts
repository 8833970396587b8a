import type { Kysely } from 'kysely';
import type { Database } from '../db/Database';
import type { JobQueue } from '../jobs/JobQueue';
import { periodicJob, type PeriodicJob } from '../jobs/periodicJob';
import type { FileStorage } from '../storage/FileStorage';
import { removeFilesAfterCommit } from '../storage/removeFilesAfterCommit';

/** Rows one sweep removes at most (the next sweep takes the rest). */
const BATCH = 500;
const HOUR_MS = 3_600_000;

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
 * `downloads.sweepExpired`, hourly on the job queue (periodicJob): downloads older than the retention
 * leave the list with their files.
 *
 * @example sweepExpiredDownloadsHourly(services.jobs, services.storage, 24).scheduleNext(new Date());
 */
export function sweepExpiredDownloadsHourly(
  jobs: JobQueue,
  storage: FileStorage,
  retentionHours: number,
): PeriodicJob {
  return periodicJob(jobs, {
    name: 'downloads.sweepExpired',
    everyMs: HOUR_MS,
    async run(_at, context) {
      const keys = await sweepExpiredDownloads(context.trx, new Date(Date.now() - retentionHours * HOUR_MS));
      removeFilesAfterCommit(context, storage, keys, 'expired downloads removed');
    },
  });
}
