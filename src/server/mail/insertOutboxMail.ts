import type { Transaction } from 'kysely';
import type { Database } from '../db/Database';
import type { MailAttachmentRef } from '../db/tables/MailAttachmentRef';

/**
 * A mail to record: one recipient, subject and plain text; optionally the files the mail.send job builds
 * and attaches when it sends (references only, never bytes) and a read receipt request.
 */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachmentRef[];
  readReceipt?: boolean;
}

/**
 * Records a mail in outbox_emails in the caller's transaction and returns its row id; queueMail and
 * mailJobs then send it their own way.
 *
 * @example const id = await insertOutboxMail(trx, companyId, { to, subject, text });
 */
export async function insertOutboxMail(
  trx: Transaction<Database>,
  companyId: number,
  mail: OutboxMail,
): Promise<number> {
  const outbox = await trx
    .insertInto('outbox_emails')
    .values({
      company_id: companyId,
      to_address: mail.to,
      subject: mail.subject,
      body_text: mail.text,
      ...(mail.attachments?.length ? { attachments: JSON.stringify(mail.attachments) } : {}),
      ...(mail.readReceipt ? { read_receipt: true } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return outbox.id;
}
