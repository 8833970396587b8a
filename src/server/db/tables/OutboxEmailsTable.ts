import type { ColumnType, Generated } from 'kysely';
import type { MailAttachmentRef } from './MailAttachmentRef';
import type { DefaultTimestamp } from './DefaultTimestamp';
import type { Timestamp } from './Timestamp';

/**
 * An e-mail queued for sending (migration 0001): `sent_at` once sent, `error` when sending failed (or
 * what was left out of it, like an attachment that could not be built).
 */
export interface OutboxEmailsTable {
  id: Generated<number>;
  company_id: number | null;
  to_address: string;
  subject: string;
  body_text: string;
  created_at: DefaultTimestamp;
  sent_at: Timestamp | null;
  error: string | null;
  /** Files the mail.send job builds and attaches when sending (migration 0020); null: none. */
  attachments: ColumnType<MailAttachmentRef[] | null, string | null | undefined, string | null>;
  /** Asks for a read receipt (Disposition-Notification-To), migration 0020. */
  read_receipt: Generated<boolean>;
}
