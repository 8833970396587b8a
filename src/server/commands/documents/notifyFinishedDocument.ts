import type { Transaction } from 'kysely';
import type { Database } from '../../db/Database';
import { queueMail } from '../../mail/queueMail';
import { recordWebhook } from '../../webhooks/recordWebhook';
import type { CommandContext } from '../CommandContext';
import { alertAddresses } from '../../mail/alertAddresses';
import type { DocumentJson } from './documentJson';
import type { FillableForm } from '../../forms/requireFillableForm';

/**
 * What finishing a document sends, recorded in the command's transaction: each alert of the model as
 * one mail per distinct address (queueMail, sent after commit), and, when the model's webhook is active
 * with a link, one POST of `{ event, form, document }` queued in webhook_deliveries (the webhook worker
 * sends it, with retries; the command never waits for the receiver). Header pairs lacking a key or a
 * value are left out. `sendPdf` is not honoured yet: PDF generation comes with the export issue.
 *
 * @example await notifyFinishedDocument(ctx, trx, 7, form, documentJson(row));
 */
export async function notifyFinishedDocument(
  ctx: CommandContext,
  trx: Transaction<Database>,
  companyId: number,
  form: FillableForm,
  document: DocumentJson,
): Promise<void> {
  const link = `${ctx.config.publicUrl}/#/finished_form/${document.id}`;
  for (const alert of form.model.alerts ?? []) {
    const text = `${alert.text}\n\n${link}`;
    for (const to of await alertAddresses(trx, companyId, alert.recipients, document.values))
      await queueMail(ctx, trx, companyId, { to, subject: alert.subject || form.name, text });
  }
  const webhook = form.model.webhook;
  if (!webhook?.active || !/^https?:\/\//i.test(webhook.link.trim())) return;
  const headers = Object.fromEntries(
    webhook.headers.filter((h) => h.key.trim() && h.value.trim()).map((h) => [h.key.trim(), h.value]),
  );
  await recordWebhook(trx, {
    companyId,
    eventType: 'DOCUMENT_FINISHED',
    url: webhook.link.trim(),
    internalTest: false,
    headers,
    body: {
      event: 'DOCUMENT_FINISHED',
      form: { id: form.id, name: form.name, version: form.version },
      document,
    },
  });
  ctx.afterCommit(async () => ctx.wakeWebhooks());
}
