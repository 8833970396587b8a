import { sql, type Kysely } from 'kysely';
import type { ServerConfig } from '../config/ServerConfig';
import type { Database } from '../db/Database';
import type { JobQueue } from './JobQueue';
import { PgBossJobStore } from './PgBossJobStore';
import { PollingJobQueue } from './PollingJobQueue';
import { TableJobStore } from './TableJobStore';

/**
 * The job queue of a database (docs/jobs.md): pg-boss on PostgreSQL, the `jobs` table on the
 * embedded PGlite (told apart by `version()`).
 *
 * @example const jobs = await createJobQueue(db, config);
 */
export async function createJobQueue(
  db: Kysely<Database>,
  config: Pick<ServerConfig, 'jobsPollMs' | 'jobsRetryBaseMs' | 'jobsMaxAttempts' | 'jobsSchema'>,
): Promise<JobQueue> {
  const { rows } = await sql<{ version: string }>`select version() as version`.execute(db);
  const embedded = rows[0]?.version.includes('PGlite') ?? false;
  const store = embedded
    ? new TableJobStore(db, config.jobsRetryBaseMs)
    : new PgBossJobStore(db, { schema: config.jobsSchema, retryBaseMs: config.jobsRetryBaseMs });
  return new PollingJobQueue(db, store, { pollMs: config.jobsPollMs, maxAttempts: config.jobsMaxAttempts });
}
