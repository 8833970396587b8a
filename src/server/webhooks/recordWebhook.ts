import type { Kysely } from 'kysely';
import type { Database } from '../db/Database';
import type { WebhookAttachmentRef } from '../db/tables/WebhookAttachmentRef';

/** DOCUMENT_FINISHED: a form model's own webhook (docs/forms.md), sent when a document is finished. */
export const WEBHOOK_EVENTS = [
  'SIGN_UP',
  'TOUR_STEP',
  'CREATE_FORM',
  'CREATE_TASK',
  'DOCUMENT_FINISHED',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export interface WebhookRecord {
  companyId: number;
  eventType: WebhookEvent;
  /** Where to POST (the company's webhook_url); empty: nothing to deliver. */
  url: string;
  /** Internal test accounts (company flag or an @campo.test e-mail): recorded, never sent. */
  internalTest: boolean;
  body: Record<string, unknown>;
  /** Extra request headers (a form model's webhook); ours (content-type, x-campo-event) win. */
  headers?: Record<string, string>;
  /** Built and added to the body by the worker when it sends (a form webhook's PDF). */
  attachments?: WebhookAttachmentRef[];
}

/**
 * Records a webhook delivery in the command's transaction: `pending` for the worker, or `skipped` for
 * internal test accounts and companies without a webhook URL. The worker sees it once committed.
 *
 * @example const { id, skipped } = await recordWebhook(trx, { companyId, eventType: 'SIGN_UP', ... });
 */
export async function recordWebhook(
  db: Kysely<Database>,
  record: WebhookRecord,
): Promise<{ id: number; skipped: boolean }> {
  const skipped = record.internalTest || !record.url;
  const row = await db
    .insertInto('webhook_deliveries')
    .values({
      company_id: record.companyId,
      event_type: record.eventType,
      payload: JSON.stringify(record.body),
      url: record.url,
      headers: record.headers ? JSON.stringify(record.headers) : null,
      attachments: record.attachments?.length ? JSON.stringify(record.attachments) : null,
      status: skipped ? 'skipped' : 'pending',
      last_error: skipped ? (record.internalTest ? 'internal test account' : 'no webhook URL') : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, skipped };
}
