import type { JobQueue } from '../jobs/JobQueue';
import type { PeriodicJob } from '../jobs/periodicJob';
import type { FileStorage } from '../storage/FileStorage';
import { fileSweepJob, HOUR_MS } from '../storage/fileSweepJob';
import { sweepOrphanImages } from './sweepOrphanImages';

const DAY_MS = 24 * HOUR_MS;

/**
 * The job-queue side of record images (docs/jobs.md). `images.sweepOrphans` runs once a day at 02:00 in
 * Brasília (05:00 UTC), away from working hours (fileSweepJob): for each company holding images older
 * than `maxAgeHours`, it removes those nothing references (sweepOrphanImages, company by company) and
 * deletes their bytes after the commit.
 *
 * @example const sweep = imageJobs.register(services.jobs, services.storage, 24);
 */
export const imageJobs = {
  register(jobs: JobQueue, storage: FileStorage, maxAgeHours: number): PeriodicJob {
    return fileSweepJob(jobs, storage, {
      name: 'images.sweepOrphans',
      everyMs: DAY_MS,
      offsetMs: 5 * HOUR_MS,
      maxAgeHours,
      async sweep(trx, olderThan) {
        const companies = await trx
          .selectFrom('images')
          .select('company_id')
          .distinct()
          .where('created_at', '<', olderThan)
          .execute();
        const keys: string[] = [];
        for (const { company_id } of companies)
          keys.push(...(await sweepOrphanImages(trx, company_id, olderThan)));
        return keys;
      },
      message: 'orphan images removed',
    });
  },
};
