import type { Transaction } from 'kysely';
import type { Database } from '../db/Database';
import type { JobQueue } from '../jobs/JobQueue';
import { insertOutboxMail, type OutboxMail } from './insertOutboxMail';
import type { Mailer } from './Mailer';

const SEND = 'mail.send';

/**
 * Mail sent through the job queue (docs/jobs.md), for notices nobody waits for. `schedule` records the
 * mail in outbox_emails and enqueues `mail.send` {outboxId}, both in the caller's transaction: the mail
 * exists only if the command's writes commit, and the command never waits for the mail server (queueMail,
 * by contrast, sends right after the commit: invites and password recovery, where the user is waiting).
 * The job sends the row through the mail service and stamps its sent_at in the job's transaction; a row
 * already sent is skipped (delivery is at least once: a process dying between the send and the commit
 * sends it again); a refused send throws, so the queue retries it with backoff and keeps the error.
 *
 * @example
 * mailJobs.register(services.jobs, services.mailer);
 * await mailJobs.schedule(ctx.jobs, trx, companyId, { to: 'ana@x.com', subject, text });
 */
export const mailJobs = {
  register(jobs: JobQueue, mailer: Mailer): void {
    jobs.work<{ outboxId: number }>(SEND, async ({ outboxId }, { trx }) => {
      const row = await trx
        .selectFrom('outbox_emails')
        .select(['to_address', 'subject', 'body_text', 'sent_at'])
        .where('id', '=', outboxId)
        .forUpdate()
        .executeTakeFirst();
      if (!row || row.sent_at) return;
      await mailer.send({ to: row.to_address, subject: row.subject, text: row.body_text });
      await trx
        .updateTable('outbox_emails')
        .set({ sent_at: new Date(), error: null })
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
