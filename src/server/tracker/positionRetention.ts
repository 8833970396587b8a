import type { JobQueue } from '../jobs/JobQueue';
import { periodicJob, type PeriodicJob } from '../jobs/periodicJob';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Daily at 04:00 UTC (01:00 in São Paulo): removes positions whose fix time is more than `days` old
 * (CAMPO_POSITION_RETENTION_DAYS; the BRIN index on fix_time finds them) and the expired tracker tokens
 * and sessions. A periodicJob: one run per slot whatever the processes.
 *
 * @example positionRetention(jobs, 90).scheduleNext(new Date())
 */
export function positionRetention(jobs: JobQueue, days: number): PeriodicJob {
  return periodicJob(jobs, {
    name: 'tracker.retention',
    everyMs: DAY_MS,
    offsetMs: 4 * 60 * 60 * 1000,
    async run(at, { trx }) {
      const cutoff = new Date(at.getTime() - days * DAY_MS);
      await trx.deleteFrom('tracker_positions').where('fix_time', '<', cutoff).execute();
      await trx.deleteFrom('tracker_tokens').where('expires_at', '<', at).execute();
    },
  });
}
