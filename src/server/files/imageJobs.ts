import type { Transaction } from 'kysely';
import type { Database } from '../db/Database';
import type { JobQueue } from '../jobs/JobQueue';
import type { FileStorage } from '../storage/FileStorage';
import { sweepOrphanImages } from './sweepOrphanImages';

const SWEEP = 'images.sweepOrphans';
const DAY_MS = 86_400_000;

/** The day's sweep runs at 02:00 in Brasília (05:00 UTC), away from working hours. */
const sweepTime = (date: string) => new Date(Date.parse(`${date}T05:00:00.000Z`));

/**
 * The job-queue side of record images (docs/jobs.md). `images.sweepOrphans` {date} runs once a day
 * (key by date): for each company holding images older than `maxAgeHours`, it removes those nothing
 * references (sweepOrphanImages, company by company), deletes their bytes after the commit, and
 * schedules the next day's sweep. Each boot ensures the next sweep, so the chain survives a missed run.
 *
 * @example imageJobs.register(services.jobs, services.storage, 24);
 */
export const imageJobs = {
  register(jobs: JobQueue, storage: FileStorage, maxAgeHours: number): void {
    jobs.work<{ date: string }>(SWEEP, async (_payload, { trx, log, afterCommit }) => {
      const now = new Date();
      const olderThan = new Date(now.getTime() - maxAgeHours * 3_600_000);
      const companies = await trx
        .selectFrom('images')
        .select('company_id')
        .distinct()
        .where('created_at', '<', olderThan)
        .execute();
      const keys: string[] = [];
      for (const { company_id } of companies)
        keys.push(...(await sweepOrphanImages(trx, company_id, olderThan)));
      await imageJobs.scheduleNextSweep(jobs, now, trx);
      afterCommit(async () => {
        for (const key of keys) await storage.delete(key);
        if (keys.length) log?.info({ removed: keys.length }, 'orphan images removed');
      });
    });
  },
  /** Schedules the first sweep after `now` (once per date: a restart or a second run adds nothing). */
  scheduleNextSweep(jobs: JobQueue, now: Date, trx?: Transaction<Database>): Promise<boolean> {
    const today = now.toISOString().slice(0, 10);
    const date =
      sweepTime(today).getTime() > now.getTime()
        ? today
        : new Date(Date.parse(`${today}T00:00:00.000Z`) + DAY_MS).toISOString().slice(0, 10);
    return jobs.schedule(
      SWEEP,
      { date },
      { key: `sweep:${date}`, runAt: sweepTime(date), ...(trx ? { trx } : {}) },
    );
  },
};
