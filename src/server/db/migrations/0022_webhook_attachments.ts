import { sql, type Kysely } from 'kysely';

/**
 * webhook_deliveries.attachments: what the webhook worker adds to the delivery's JSON body when it sends
 * it (jsonb list of references such as `{ kind: 'documentPdf', documentId }`, built at send time, never
 * in the transaction that recorded the delivery): a form model's webhook with `sendPdf` (docs/forms.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table webhook_deliveries add column attachments jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table webhook_deliveries drop column attachments`.execute(db);
}
