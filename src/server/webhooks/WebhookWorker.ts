import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { ServerConfig } from '../config/ServerConfig';
import type { Database } from '../db/Database';
import type { WebhookAttachmentRef } from '../db/tables/WebhookAttachmentRef';
import { checkWebhookDestination } from './checkWebhookDestination';
import { webhookAttachmentFields, type WebhookAttachmentServices } from './webhookAttachmentFields';

/** Attempts per delivery, the first included; after the last failure the delivery is `failed`. */
export const WEBHOOK_MAX_ATTEMPTS = 5;
/** How many due deliveries one poll claims. */
const BATCH = 10;
/** A claimed delivery is leased this long beyond its POST timeout, so a crashed process's claim expires. */
const LEASE_MARGIN_MS = 30_000;
/** A delivery with attachments is leased this much longer: the worker builds them (a PDF) before the POST. */
const ATTACHMENTS_LEASE_MS = 5 * 60_000;

interface Claimed {
  company_id: number;
  id: number;
  url: string;
  event_type: string;
  payload: unknown;
  headers: Record<string, string> | null;
  attachments: WebhookAttachmentRef[] | null;
  attempts: number;
}

/**
 * Delivers recorded webhooks (webhook_deliveries): polls with setTimeout, claims due rows with
 * `FOR UPDATE SKIP LOCKED` (several processes share the queue; PGlite, single-connection, simply runs
 * one claim at a time) and leases them by pushing next_attempt_at, then POSTs JSON with `fetch` outside
 * any transaction. A 2xx marks it delivered; a failure retries after CAMPO_WEBHOOK_RETRY_SECONDS,
 * doubling per attempt, up to 5 attempts, then `failed`. A destination resolving to a private address
 * fails at once (checkWebhookDestination) unless CAMPO_WEBHOOK_ALLOW_PRIVATE=1. A delivery naming
 * attachments (a form webhook's `sendPdf`) gets them in its body, built on each attempt right before the
 * POST (webhookAttachmentFields: `pdf`, or `pdfError` saying why not).
 *
 * @example const worker = new WebhookWorker(db, config, { storage, t }); worker.start(log); ...; await worker.stop();
 */
export class WebhookWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;
  private log: FastifyBaseLogger | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly config: Pick<
      ServerConfig,
      'webhookPollMs' | 'webhookRetryBaseMs' | 'webhookTimeoutMs' | 'webhookAllowPrivate'
    >,
    private readonly attachments: WebhookAttachmentServices,
  ) {}

  start(log: FastifyBaseLogger): void {
    if (this.config.webhookPollMs <= 0 || !this.stopped) return;
    this.stopped = false;
    this.log = log;
    this.schedule(this.config.webhookPollMs);
  }

  /** Polls now (after a delivery was recorded) instead of at the next tick. */
  wake(): void {
    if (!this.stopped && !this.running) this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One poll: claims due deliveries and attempts each; resolves when they are recorded. */
  async runOnce(): Promise<number> {
    const claimed = await this.claim();
    await Promise.all(claimed.map((d) => this.attempt(d)));
    return claimed.length;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.runOnce()
        .then(
          (count) => count,
          (error: unknown) => {
            this.log?.error({ err: error }, 'webhook poll failed');
            return 0;
          },
        )
        .then((count) => {
          this.running = null;
          // A full batch suggests more are due: go on at once.
          this.schedule(count >= BATCH ? 0 : this.config.webhookPollMs);
        });
    }, delayMs);
    this.timer.unref();
  }

  private async claim(): Promise<Claimed[]> {
    const leaseUntil = new Date(Date.now() + this.config.webhookTimeoutMs + LEASE_MARGIN_MS);
    return this.db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('webhook_deliveries')
        .select(['company_id', 'id', 'url', 'event_type', 'payload', 'headers', 'attachments', 'attempts'])
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', sql<Date>`now()`)
        .orderBy('next_attempt_at')
        .limit(BATCH)
        .forUpdate()
        .skipLocked()
        .execute();
      for (const d of due)
        await trx
          .updateTable('webhook_deliveries')
          .set({
            attempts: d.attempts + 1,
            next_attempt_at: d.attachments?.length
              ? new Date(leaseUntil.getTime() + ATTACHMENTS_LEASE_MS)
              : leaseUntil,
          })
          .where('company_id', '=', d.company_id)
          .where('id', '=', d.id)
          .execute();
      return due.map((d) => ({ ...d, attempts: d.attempts + 1 }));
    });
  }

  private async attempt(delivery: Claimed): Promise<void> {
    let error: string | null = null;
    let final = false;
    try {
      if (!this.config.webhookAllowPrivate)
        await checkWebhookDestination(delivery.url).catch((refused: unknown) => {
          final = true;
          throw refused;
        });
      const attached = delivery.attachments?.length
        ? await webhookAttachmentFields(
            this.db,
            delivery.company_id,
            delivery.attachments,
            this.attachments,
            this.log,
          )
        : {};
      const response = await fetch(delivery.url, {
        method: 'POST',
        headers: {
          ...delivery.headers,
          'content-type': 'application/json',
          'x-campo-event': delivery.event_type,
        },
        body: JSON.stringify({ ...(delivery.payload as Record<string, unknown>), ...attached }),
        signal: AbortSignal.timeout(this.config.webhookTimeoutMs),
        redirect: 'error',
      });
      await response.body?.cancel();
      if (!response.ok) error = `HTTP ${response.status}`;
    } catch (e) {
      error = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
    }
    // A refused destination stays refused: no retries.
    const last = final || delivery.attempts >= WEBHOOK_MAX_ATTEMPTS;
    const retryMs = this.config.webhookRetryBaseMs * 2 ** (delivery.attempts - 1);
    await this.db
      .updateTable('webhook_deliveries')
      .set(
        error === null
          ? { status: 'delivered', delivered_at: new Date(), last_error: null }
          : {
              status: last ? 'failed' : 'pending',
              last_error: error.slice(0, 500),
              next_attempt_at: new Date(Date.now() + retryMs),
            },
      )
      .where('company_id', '=', delivery.company_id)
      .where('id', '=', delivery.id)
      .execute()
      .catch((e: unknown) => this.log?.error({ err: e }, 'webhook result not recorded'));
  }
}
