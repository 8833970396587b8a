import type { Generated } from 'kysely';
import type { DefaultTimestamp } from './DefaultTimestamp';
import type { Timestamp } from './Timestamp';

export interface OutboxEmailsTable {
  id: Generated<number>;
  company_id: number | null;
  to_address: string;
  subject: string;
  body_text: string;
  created_at: DefaultTimestamp;
  sent_at: Timestamp | null;
  error: string | null;
}
