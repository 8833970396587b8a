import type { Transaction } from 'kysely';
import type { Database } from '../db/Database';
import type { CommandContext } from '../commands/CommandContext';
import { insertOutboxMail, type OutboxMail } from './insertOutboxMail';

/**
 * Records a mail in outbox_emails within the command's transaction and sends it after commit through
 * the mail service (SMTP_URL, or the JSON transport when unset); the outbox row gets sent_at or the error.
 * Text only: a mail with attachments or a read receipt goes through mailJobs.
 *
 * @example await queueMail(ctx, trx, companyId, { to, subject, text });
 */
export async function queueMail(
  ctx: CommandContext,
  trx: Transaction<Database>,
  companyId: number,
  mail: Pick<OutboxMail, 'to' | 'subject' | 'text'>,
): Promise<void> {
  const outboxId = await insertOutboxMail(trx, companyId, mail);
  ctx.afterCommit(async () => {
    try {
      await ctx.mailer.send({ to: mail.to, subject: mail.subject, text: mail.text });
      await ctx.db
        .updateTable('outbox_emails')
        .set({ sent_at: new Date() })
        .where('id', '=', outboxId)
        .execute();
    } catch (error) {
      await ctx.db
        .updateTable('outbox_emails')
        .set({ error: error instanceof Error ? error.message : String(error) })
        .where('id', '=', outboxId)
        .execute();
      throw error;
    }
  });
}
