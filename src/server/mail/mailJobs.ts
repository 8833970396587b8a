import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/Database';
import type { JobQueue } from '../jobs/JobQueue';
import { insertOutboxMail, type OutboxMail } from './insertOutboxMail';
import { mailAttachmentBuilders, type MailAttachmentServices } from './mailAttachmentBuilders';
import type { MailAttachment, Mailer } from './Mailer';

const SEND = 'mail.send';

/** What the `mail.send` job needs: the mail service, and what attachments and receipts are built from. */
export interface MailSendServices extends MailAttachmentServices {
  mailer: Mailer;
  /**
   * Where read receipts go: the app's sender address (CAMPO_MAIL_FROM). The app sets no Reply-To, so
   * replies go to the sender too.
   */
  receiptAddress: string;
  /** The app's public address: the document link of a mail whose PDF could not be built. */
  publicUrl: string;
}

/**
 * Mail sent through the job queue (docs/jobs.md), for notices nobody waits for. `schedule` records the
 * mail in outbox_emails and enqueues `mail.send` {outboxId}, both in the caller's transaction: the mail
 * exists only if the command's writes commit, and the command never waits for the mail server (queueMail,
 * by contrast, sends right after the commit: invites and password recovery, where the user is waiting).
 * The job sends the row through the mail service and stamps its sent_at in the job's transaction; a row
 * already sent is skipped (delivery is at least once: a process dying between the send and the commit
 * sends it again); a refused send throws, so the queue retries it with backoff and keeps the error.
 *
 * Attachments the row names are built by the job when it sends (mailAttachmentBuilders: the document's
 * PDF), never in the transaction that queued the mail. One that cannot be built does not hold the mail
 * back: the PDF comes from stored data with pdfmake (no browser, no network), so a failure would fail
 * again on every retry; the mail goes without it, with a line and the document's link in its text, and
 * the row's `error` says what was left out. A row with `read_receipt` carries Disposition-Notification-To
 * and Return-Receipt-To with the sender's address.
 *
 * @example
 * mailJobs.register(services.jobs, { mailer, receiptAddress, storage, t, publicUrl });
 * await mailJobs.schedule(ctx.jobs, trx, companyId, { to: 'ana@x.com', subject, text });
 */
export const mailJobs = {
  register(jobs: JobQueue, services: MailSendServices): void {
    jobs.work<{ outboxId: number }>(SEND, async ({ outboxId }, { trx, log }) => {
      const row = await trx
        .selectFrom('outbox_emails')
        .select([
          'company_id',
          'to_address',
          'subject',
          'body_text',
          'sent_at',
          'attachments',
          'read_receipt',
        ])
        .where('id', '=', outboxId)
        .forUpdate()
        .executeTakeFirst();
      if (!row || row.sent_at) return;
      let text = row.body_text;
      const files: MailAttachment[] = [];
      const missing: string[] = [];
      for (const ref of row.attachments ?? []) {
        // A savepoint: a statement failing inside the build must not abort the job's transaction.
        await sql`savepoint mail_attachment`.execute(trx);
        try {
          files.push(await mailAttachmentBuilders[ref.kind](trx, Number(row.company_id), ref, services));
          await sql`release savepoint mail_attachment`.execute(trx);
        } catch (error) {
          await sql`rollback to savepoint mail_attachment`.execute(trx);
          log?.error({ err: error, outboxId, attachment: ref }, 'mail attachment not built');
          missing.push(`${ref.kind} ${ref.documentId}: ${error instanceof Error ? error.message : error}`);
          const link = `${services.publicUrl}/#/finished_form/${ref.documentId}`;
          text = `${text}\n\n${services.t('workflowMail.pdfMissing', { link })}`;
        }
      }
      await services.mailer.send({
        to: row.to_address,
        subject: row.subject,
        text,
        ...(row.read_receipt
          ? {
              headers: {
                'Disposition-Notification-To': services.receiptAddress,
                'Return-Receipt-To': services.receiptAddress,
              },
            }
          : {}),
        ...(files.length ? { attachments: files } : {}),
      });
      await trx
        .updateTable('outbox_emails')
        .set({
          sent_at: new Date(),
          error: missing.length ? `attachment not built: ${missing.join('; ')}` : null,
        })
        .where('id', '=', outboxId)
        .execute();
    });
  },
  async schedule(
    jobs: JobQueue,
    trx: Transaction<Database>,
    companyId: number,
    mail: OutboxMail,
  ): Promise<void> {
    const outboxId = await insertOutboxMail(trx, companyId, mail);
    await jobs.schedule(SEND, { outboxId }, { trx, key: `outbox:${outboxId}` });
  },
};
