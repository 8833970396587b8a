import type { DefaultTimestamp } from './DefaultTimestamp';

/** An idempotency key of a scheduled job (migration 0011, src/server/jobs/); kept for good. */
export interface JobKeysTable {
  name: string;
  key: string;
  created_at: DefaultTimestamp;
}
