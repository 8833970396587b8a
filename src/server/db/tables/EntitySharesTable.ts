import type { DefaultTimestamp } from './DefaultTimestamp';

/** A shared record's public link (migration 0004). */
export interface EntitySharesTable {
  company_id: number;
  entity: string;
  record_id: string | number;
  token: string;
  enabled: boolean;
  password_hash: string | null;
  updated_at: DefaultTimestamp;
  updated_by: number | null;
}
