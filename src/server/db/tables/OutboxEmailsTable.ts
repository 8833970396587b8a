import type { Generated } from 'kysely';
import type { DefaultTimestamp } from './DefaultTimestamp';
import type { Timestamp } from './Timestamp';

/** An e-mail queued for sending (migration 0001): `sent_at` once sent, `error` when sending failed. */
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
