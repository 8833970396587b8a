import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp } from './DefaultTimestamp';
import type { JobState } from './JobState';

/** A job of the embedded queue (PGlite; pg-boss keeps PostgreSQL's own, migration 0011). */
export interface JobsTable {
  /** bigint identity, read as a string. */
  id: ColumnType<string, never, never>;
  name: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  state: ColumnType<JobState, JobState | undefined, JobState>;
  /** When due; while running, the end of the lease. */
  run_at: DefaultTimestamp;
  attempts: Generated<number>;
  max_attempts: number;
  last_error: string | null;
  created_at: DefaultTimestamp;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
