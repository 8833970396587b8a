import type { Transaction } from 'kysely';
import type { Database } from '../db/Database';
import type { JobQueue } from '../jobs/JobQueue';
import { generateOccurrences } from './generateOccurrences';

const GENERATE = 'tasks.generateOccurrences';
const TOP_UP = 'tasks.topUpOccurrences';
const DAY_MS = 86_400_000;

/** The day's top-up runs at 00:00 in Brasília (03:00 UTC). */
const topUpTime = (date: string) => new Date(Date.parse(`${date}T03:00:00.000Z`));

/**
 * The job-queue side of recurrent tasks (docs/tasks.md, docs/jobs.md). `tasks.generateOccurrences`
 * {companyId, recurrentId} generates one template's occurrences in its own transaction;
 * `tasks.topUpOccurrences` {date} schedules that for every active template once per day (keys by date, so
 * a restart or a second run schedules nothing twice) and then the next top-up after now (a server down
 * for days resumes with one top-up, not one per missed day).
 *
 * @example recurrentTaskJobs.register(services.jobs);
 */
export const recurrentTaskJobs = {
  register(jobs: JobQueue): void {
    jobs.work<{ companyId: number; recurrentId: number }>(GENERATE, async (payload, { trx }) => {
      await generateOccurrences(trx, payload.companyId, payload.recurrentId, new Date());
    });
    jobs.work<{ date: string }>(TOP_UP, async ({ date }, { trx }) => {
      const templates = await trx
        .selectFrom('recurrent_tasks')
        .select(['company_id', 'id'])
        .where('active', '=', true)
        .execute();
      for (const t of templates)
        await jobs.schedule(
          GENERATE,
          { companyId: t.company_id, recurrentId: t.id },
          { trx, key: `recurrent:${t.company_id}:${t.id}:day:${date}` },
        );
      await recurrentTaskJobs.scheduleNextTopUp(jobs, new Date(), trx);
    });
  },
  /** Schedules one template's generation after a save (key per version: an edit generates again). */
  scheduleTemplate(
    jobs: JobQueue,
    trx: Transaction<Database>,
    template: { companyId: number; id: number; version: number },
  ): Promise<boolean> {
    return jobs.schedule(
      GENERATE,
      { companyId: template.companyId, recurrentId: template.id },
      { trx, key: `recurrent:${template.companyId}:${template.id}:${template.version}` },
    );
  },
  /** Schedules the first top-up after `now` (at boot: the chain goes on if a run was missed or failed). */
  scheduleNextTopUp(jobs: JobQueue, now: Date, trx?: Transaction<Database>): Promise<boolean> {
    const today = now.toISOString().slice(0, 10);
    const next =
      topUpTime(today).getTime() > now.getTime()
        ? today
        : new Date(Date.parse(`${today}T00:00:00.000Z`) + DAY_MS).toISOString().slice(0, 10);
    return recurrentTaskJobs.scheduleTopUp(jobs, next, trx);
  },
  /** Schedules the top-up of a (UTC) date, once (key by date). */
  scheduleTopUp(jobs: JobQueue, date: string, trx?: Transaction<Database>): Promise<boolean> {
    return jobs.schedule(
      TOP_UP,
      { date },
      { key: `topUp:${date}`, runAt: topUpTime(date), ...(trx ? { trx } : {}) },
    );
  },
};
