import type { Transaction } from 'kysely';
import type { FormModel } from '../../runtime/forms/FormModel';
import type { Database } from '../db/Database';
import type { JobQueue } from '../jobs/JobQueue';
import { alertAddresses } from '../mail/alertAddresses';
import { mailJobs } from '../mail/mailJobs';
import { recordWebhook } from '../webhooks/recordWebhook';
import type { DocumentJson } from './documentJson';

/** Where a finished document's notices are recorded: a command's or a job's transaction and queue. */
export interface FinishedDocumentEnvironment {
  trx: Transaction<Database>;
  jobs: JobQueue;
  publicUrl: string;
  afterCommit(task: () => Promise<void>): void;
  /** Wakes the webhook worker once committed (else it finds the delivery at its next poll). */
  wakeWebhooks?(): void;
}

/**
 * What finishing a document sends, recorded in the caller's transaction, whoever finished it (a person's
 * SalvarDocumento, or a workflow's end step reached by a save, a jump or a timer job): each alert of the
 * model as one mail per distinct address (an outbox row and a `mail.send` job: mailJobs), and, when the
 * model's webhook is active with a link, one POST of `{ event, form, document }` queued in
 * webhook_deliveries (the webhook worker sends it, with retries; nobody waits for the receiver). Header
 * pairs lacking a key or a value are left out. With the webhook's `sendPdf`, the delivery names the
 * document's PDF, which the worker builds when it sends (the form's default export template, as a mail
 * attaches it) and adds to the body as `pdf` {fileName, contentType, base64}, or `pdfError`.
 *
 * @example await notifyFinishedDocument(env, 7, form, documentJson(row));
 */
export async function notifyFinishedDocument(
  env: FinishedDocumentEnvironment,
  companyId: number,
  form: { id: number; name: string; version: number; model: FormModel },
  document: DocumentJson,
): Promise<void> {
  const { trx } = env;
  const link = `${env.publicUrl}/#/finished_form/${document.id}`;
  for (const alert of form.model.alerts ?? []) {
    const text = `${alert.text}\n\n${link}`;
    for (const to of await alertAddresses(trx, companyId, alert.recipients, document.values))
      await mailJobs.schedule(env.jobs, trx, companyId, { to, subject: alert.subject || form.name, text });
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
    attachments: webhook.sendPdf ? [{ kind: 'documentPdf', documentId: document.id }] : [],
    body: {
      event: 'DOCUMENT_FINISHED',
      form: { id: form.id, name: form.name, version: form.version },
      document,
    },
  });
  const wake = env.wakeWebhooks;
  if (wake) env.afterCommit(async () => wake());
}
