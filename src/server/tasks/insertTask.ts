import type { Transaction } from 'kysely';
import type { AudienceViewer } from '../access/AudienceViewer';
import type { CompanyAccess } from '../access/CompanyAccess';
import type { Database } from '../db/Database';
import type { CommandContext } from '../commands/CommandContext';
import type { PreparedTask } from './prepareNewTask';
import { recordTrackingEvent } from '../webhooks/recordTrackingEvent';
import { insertTaskRow } from './insertTaskRow';
import { notifyTaskEmails } from './notifyTaskEmails';

/**
 * Creates a checked task (prepareNewTask) with insertTaskRow (status planned, approval pending when it
 * needs approval, its prerequisites), the CREATE_TASK webhook event and the notice to its e-mails to notify (notifyTaskEmails).
 * Resolves with the new id.
 *
 * @example const id = await insertTask(ctx, trx, viewer, company, await prepareNewTask(...));
 */
export async function insertTask(
  ctx: CommandContext,
  trx: Transaction<Database>,
  viewer: AudienceViewer,
  company: CompanyAccess,
  task: PreparedTask,
): Promise<number> {
  const { values } = task;
  const created = { id: await insertTaskRow(trx, viewer.companyId, viewer.userId, task) };
  await recordTrackingEvent(ctx, trx, company, 'CREATE_TASK', {
    taskId: created.id,
    title: values.title,
    formId: values.form_id,
  });
  await notifyTaskEmails(
    ctx,
    trx,
    {
      company_id: viewer.companyId,
      id: created.id,
      title: values.title,
      notify_emails: JSON.parse(values.notify_emails),
    },
    viewer.userId,
    'created',
  );
  return created.id;
}
