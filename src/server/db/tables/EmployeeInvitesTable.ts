import type { Generated } from 'kysely';
import type { DefaultTimestamp } from './DefaultTimestamp';
import type { Timestamp } from './Timestamp';

/** A pending invitation to join a company with a role (migration 0006); the token only as its sha256. */
export interface EmployeeInvitesTable {
  company_id: number;
  id: Generated<number>;
  email: string;
  group_id: number;
  token_hash: string;
  expires_at: Timestamp;
  created_at: DefaultTimestamp;
  created_by: number | null;
  sent_at: DefaultTimestamp;
}
