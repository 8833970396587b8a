import { sql, type Kysely } from 'kysely';

/**
 * outbox_emails.attachments: what the `mail.send` job attaches when it sends the row (jsonb list of
 * references such as `{ kind: 'documentPdf', documentId }`, built at send time, never in the
 * transaction that queued the mail); read_receipt: the message asks for a read receipt
 * (Disposition-Notification-To). Both for the workflow's send-e-mail step (docs/workflows.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table outbox_emails add column attachments jsonb`.execute(db);
  await sql`alter table outbox_emails add column read_receipt boolean not null default false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table outbox_emails drop column read_receipt`.execute(db);
  await sql`alter table outbox_emails drop column attachments`.execute(db);
}
