import type { DefaultTimestamp } from './DefaultTimestamp';
import type { Timestamp } from './Timestamp';

/** A tracker token (GetCompanyTraccarToken) or tracker session (/api/session), by sha256 (migration 0025). */
export interface TrackerTokensTable {
  token_hash: string;
  kind: 'token' | 'session';
  company_id: number;
  user_id: number;
  /** The user sees every employee of the company (else only itself), as when the token was issued. */
  sees_all: boolean;
  expires_at: Timestamp;
  created_at: DefaultTimestamp;
}
