import type { Transaction } from 'kysely';
import type { Database } from '../db/Database';
import type { JobQueue } from '../jobs/JobQueue';
import type { DownloadServices } from './DownloadServices';
import { generateDownload } from './generateDownload';

const GENERATE = 'downloads.generate';
/** A build not finished by then is taken again (the process stopped mid-build) or, after the last, failed. */
const LEASE_MS = 30 * 60_000;
const MAX_BUILDS = 3;

/**
 * The job-queue side of the downloads queue (docs/downloads.md). `downloads.generate` {companyId,
 * downloadId} claims the download in its transaction (`waiting`, or `generating` whose lease passed →
 * `generating`, attempt + 1, a new lease) and schedules itself again at the lease's end, the watchdog of
 * this build; the build itself runs after the commit, outside any transaction (generateDownload). So
 * a stopped process leaves no download generating for good: the watchdog builds it again, up to three
 * times, then marks it DOWNLOAD_BUILD_FAILED. A download already ready, done or in error is left alone.
 *
 * @example downloadJobs.register(services.jobs, services);
 */
export const downloadJobs = {
  register(jobs: JobQueue, services: DownloadServices): void {
    jobs.work<{ companyId: number; downloadId: number }>(
      GENERATE,
      async ({ companyId, downloadId }, { trx, log, afterCommit }) => {
        const row = await trx
          .selectFrom('downloads')
          .select(['user_id', 'format', 'task_ids', 'status', 'audience', 'locale', 'utc_offset'])
          .select(['attempts', 'lease_until'])
          .where('company_id', '=', companyId)
          .where('id', '=', downloadId)
          .forUpdate()
          .executeTakeFirst();
        if (!row) return;
        const now = new Date();
        const leasePassed =
          row.status === 'generating' && (!row.lease_until || new Date(row.lease_until) <= now);
        if (row.status !== 'waiting' && !leasePassed) return;
        const target = () =>
          trx.updateTable('downloads').where('company_id', '=', companyId).where('id', '=', downloadId);
        if (row.attempts >= MAX_BUILDS) {
          await target()
            .set({
              status: 'error',
              error_code: 'DOWNLOAD_BUILD_FAILED',
              finished_at: now,
              lease_until: null,
            })
            .execute();
          return;
        }
        const attempt = row.attempts + 1;
        const leaseUntil = new Date(now.getTime() + LEASE_MS);
        await target()
          .set({
            status: 'generating',
            progress: 0,
            attempts: attempt,
            lease_until: leaseUntil,
            started_at: now,
          })
          .execute();
        await jobs.schedule(
          GENERATE,
          { companyId, downloadId },
          { trx, key: `download:${companyId}:${downloadId}:lease:${attempt}`, runAt: leaseUntil },
        );
        afterCommit(() =>
          generateDownload(
            services,
            {
              companyId,
              id: downloadId,
              userId: row.user_id,
              format: row.format,
              taskIds: row.task_ids,
              audience: row.audience,
              locale: row.locale,
              utcOffset: row.utc_offset,
              attempt,
            },
            log,
          ),
        );
      },
    );
  },
  /** Schedules a new download's generation in the requesting command's transaction. */
  schedule(
    jobs: JobQueue,
    trx: Transaction<Database>,
    download: { companyId: number; id: number },
  ): Promise<boolean> {
    return jobs.schedule(
      GENERATE,
      { companyId: download.companyId, downloadId: download.id },
      { trx, key: `download:${download.companyId}:${download.id}` },
    );
  },
};
