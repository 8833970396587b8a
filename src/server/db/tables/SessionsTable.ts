import type { DefaultTimestamp } from './DefaultTimestamp';
import type { Timestamp } from './Timestamp';

/** A login session, known by the sha256 of its token (migration 0001). */
export interface SessionsTable {
  token_hash: string;
  user_id: number;
  company_id: number;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  last_seen: DefaultTimestamp;
}
