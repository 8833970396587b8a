import { sql, type Transaction } from 'kysely';
import { isValidEmail } from '../../../runtime/validators/isValidEmail';
import { audienceUserIds } from '../../access/audienceUserIds';
import type { Database } from '../../db/Database';
import { mailJobs } from '../../mail/mailJobs';
import type { CommandContext } from '../CommandContext';
import type { TaskRow } from '../../tasks/TaskRow';

/** What happened in a task's approval: a decision, or a message in its chat. */
export type TaskApprovalEvent =
  { kind: 'approved' } | { kind: 'disapproved'; justification: string } | { kind: 'message'; text: string };

/**
 * E-mails the people of a task's approval about a decision or a chat message, scheduled in the
 * command's transaction (mailJobs: the command never waits for the mail server). A decision goes to the
 * responsible (the employee, or the members of the responsible work group; a shared code has no
 * address); a message goes to every other participant: the responsible, the approval group's users
 * (read as a role and as a work group, as canApproveTask reads it) and whoever already wrote or decided
 * in this task's chat (an administrator who took part). Never to the author; active users with a valid
 * e-mail only, one mail per address, in each recipient's language, with the link to the task (decision)
 * or to the chat (message).
 *
 * @example await notifyTaskParticipants(ctx, trx, task, viewer.userId, { kind: 'disapproved', justification });
 */
export async function notifyTaskParticipants(
  ctx: CommandContext,
  trx: Transaction<Database>,
  task: Pick<
    TaskRow,
    | 'company_id'
    | 'id'
    | 'title'
    | 'responsible_kind'
    | 'responsible_id'
    | 'approval_group_id'
    | 'approval_group_kind'
  >,
  authorId: number,
  event: TaskApprovalEvent,
): Promise<void> {
  const companyId = task.company_id;
  const audience = { employees: [] as number[], squads: [] as number[], roles: [] as number[] };
  if (task.responsible_kind === 'employee' && task.responsible_id !== null)
    audience.employees.push(task.responsible_id);
  if (task.responsible_kind === 'squad' && task.responsible_id !== null)
    audience.squads.push(task.responsible_id);
  if (event.kind === 'message') {
    if (task.approval_group_id !== null) {
      if (task.approval_group_kind !== 'squad') audience.roles.push(task.approval_group_id);
      if (task.approval_group_kind !== 'role') audience.squads.push(task.approval_group_id);
    }
    const talked = await sql<{ user_id: number }>`
      select user_id from task_messages where company_id = ${companyId} and task_id = ${task.id}
      union
      select user_id from task_approvals where company_id = ${companyId} and task_id = ${task.id}`.execute(
      trx,
    );
    for (const row of talked.rows) audience.employees.push(row.user_id);
  }
  const ids = await audienceUserIds(trx, companyId, audience);
  ids.delete(authorId);
  if (!ids.size) return;
  const people = await sql<{
    id: number;
    email: string | null;
    locale: string;
    name: string;
    active: boolean;
  }>`
    select u.id, p.email, u.locale, trim(p.name || ' ' || coalesce(p.surname, '')) as name, u.active
    from users u join persons p on p.company_id = u.company_id and p.id = u.person_id
    where u.company_id = ${companyId} and u.id in (${sql.join([...ids, authorId])})
    order by u.id`.execute(trx);
  const author = people.rows.find((p) => p.id === authorId)?.name ?? '';
  const path = event.kind === 'message' ? `approval/chat/${task.id}` : `task/view/${task.id}`;
  const link = `${ctx.config.publicUrl}/#/${path}`;
  const sent = new Set<string>();
  for (const person of people.rows) {
    const to = person.email?.trim().toLowerCase() ?? '';
    if (person.id === authorId || !person.active || !isValidEmail(to) || sent.has(to)) continue;
    sent.add(to);
    const t = ctx.translate(person.locale);
    const values = {
      title: task.title,
      author,
      link,
      justification: event.kind === 'disapproved' ? event.justification : '',
      text: event.kind === 'message' ? event.text : '',
    };
    await mailJobs.schedule(ctx.jobs, trx, companyId, {
      to,
      subject: t(`taskMail.${event.kind}.subject`, values),
      text: t(`taskMail.${event.kind}.body`, values),
    });
  }
}
