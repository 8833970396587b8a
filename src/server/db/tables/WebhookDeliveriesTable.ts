import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp } from './DefaultTimestamp';
import type { Json } from './Json';
import type { Timestamp } from './Timestamp';
import type { WebhookAttachmentRef } from './WebhookAttachmentRef';
import type { WebhookStatus } from './WebhookStatus';

/** One webhook POST to deliver, tried again at `next_attempt_at` until delivered or failed (migration 0002). */
export interface WebhookDeliveriesTable {
  company_id: number;
  id: Generated<number>;
  event_type: string;
  payload: Json;
  url: string;
  status: WebhookStatus;
  attempts: Generated<number>;
  next_attempt_at: DefaultTimestamp;
  last_error: string | null;
  created_at: DefaultTimestamp;
  delivered_at: Timestamp | null;
  /** Extra request headers (a form model's webhook, migration 0009); null: none. */
  headers: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
  /** What the worker builds and adds to the body when it sends (migration 0022); null: nothing. */
  attachments: ColumnType<WebhookAttachmentRef[] | null, string | null | undefined, string | null>;
}
