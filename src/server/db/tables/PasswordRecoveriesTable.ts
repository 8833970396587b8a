import type { DefaultTimestamp } from './DefaultTimestamp';
import type { Timestamp } from './Timestamp';

/** A password recovery code, only as its hash (migration 0001). */
export interface PasswordRecoveriesTable {
  code_hash: string;
  company_id: number;
  user_id: number;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}
