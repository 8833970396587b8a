import { sql, type Transaction } from 'kysely';
import { isValidEmail } from '../../runtime/validators/isValidEmail';
import type { CommandContext } from '../commands/CommandContext';
import type { Database } from '../db/Database';
import { mailJobs } from '../mail/mailJobs';
import type { TaskRow } from './TaskRow';

/** The moments a task's "e-mails to notify" hear about: it was created (assigned), finished or cancelled. */
export type TaskNoticeKind = 'created' | 'finished' | 'cancelled';

/**
 * E-mails a task's "e-mails to notify" (spec 001, activity) that it was created and assigned, finished or
 * cancelled. Each address once (trimmed, lower case; invalid ones skipped, as the spec discards them),
 * written to outbox_emails and queued as `mail.send` in the command's transaction (mailJobs), so the
 * notice exists only if the change commits and the command never waits for the mail server. The
 * addresses are outside the product, so the text is in the author's language, with the link to the task.
 *
 * @example await notifyTaskEmails(ctx, trx, task, viewer.userId, 'finished');
 */
export async function notifyTaskEmails(
  ctx: CommandContext,
  trx: Transaction<Database>,
  task: Pick<TaskRow, 'company_id' | 'id' | 'title'> & { notify_emails: unknown },
  authorId: number,
  kind: TaskNoticeKind,
): Promise<void> {
  const listed = Array.isArray(task.notify_emails) ? (task.notify_emails as unknown[]) : [];
  const addresses = [
    ...new Set(
      listed.map((a) => (typeof a === 'string' ? a.trim().toLowerCase() : '')).filter((a) => isValidEmail(a)),
    ),
  ];
  if (!addresses.length) return;
  const author = await sql<{ name: string; locale: string }>`
    select trim(p.name || ' ' || coalesce(p.surname, '')) as name, u.locale
    from users u join persons p on p.company_id = u.company_id and p.id = u.person_id
    where u.company_id = ${task.company_id} and u.id = ${authorId}`.execute(trx);
  const t = ctx.translate(author.rows[0]?.locale ?? ctx.session?.locale ?? 'pt-BR');
  const values = {
    title: task.title,
    author: author.rows[0]?.name ?? '',
    link: `${ctx.config.publicUrl}/#/task/view/${task.id}`,
  };
  for (const to of addresses)
    await mailJobs.schedule(ctx.jobs, trx, task.company_id, {
      to,
      subject: t(`taskMail.${kind}.subject`, values),
      text: t(`taskMail.${kind}.body`, values),
    });
}
