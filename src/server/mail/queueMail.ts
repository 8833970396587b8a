import type { Transaction } from 'kysely';
import type { Database } from '../db/Database';
import type { CommandContext } from '../commands/CommandContext';

/**
 * Records a mail in outbox_emails within the command's transaction and sends it after commit through
 * the mail service (SMTP_URL, or the JSON transport when unset); the outbox row gets sent_at or the error.
 *
 * @example await queueMail(ctx, trx, companyId, { to, subject, text });
 */
export async function queueMail(
  ctx: CommandContext,
  trx: Transaction<Database>,
  companyId: number,
  mail: { to: string; subject: string; text: string },
): Promise<void> {
  const outbox = await trx
    .insertInto('outbox_emails')
    .values({ company_id: companyId, to_address: mail.to, subject: mail.subject, body_text: mail.text })
    .returning('id')
    .executeTakeFirstOrThrow();
  ctx.afterCommit(async () => {
    try {
      await ctx.mailer.send(mail);
      await ctx.db
        .updateTable('outbox_emails')
        .set({ sent_at: new Date() })
        .where('id', '=', outbox.id)
        .execute();
    } catch (error) {
      await ctx.db
        .updateTable('outbox_emails')
        .set({ error: error instanceof Error ? error.message : String(error) })
        .where('id', '=', outbox.id)
        .execute();
      throw error;
    }
  });
}
