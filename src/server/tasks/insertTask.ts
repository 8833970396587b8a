import type { Transaction } from 'kysely';
import type { AudienceViewer } from '../access/AudienceViewer';
import type { CompanyAccess } from '../access/CompanyAccess';
import type { Database } from '../db/Database';
import type { CommandContext } from '../commands/CommandContext';
import type { PreparedTask } from './prepareNewTask';
import { recordTrackingEvent } from '../webhooks/recordTrackingEvent';
import { notifyTaskEmails } from './notifyTaskEmails';

/**
 * Creates a checked task (prepareNewTask): status planned, approval pending when it needs approval, its
 * prerequisites, the CREATE_TASK webhook event and the notice to its e-mails to notify (notifyTaskEmails).
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
  const { values, prerequisites } = task;
  const created = await trx
    .insertInto('tasks')
    .values({
      ...values,
      company_id: viewer.companyId,
      status: 'planned',
      approval: values.needs_approval ? 'pending' : null,
      created_by: viewer.userId,
      updated_by: viewer.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (prerequisites.length)
    await trx
      .insertInto('task_prerequisites')
      .values(
        prerequisites.map((p) => ({ company_id: viewer.companyId, task_id: created.id, prerequisite_id: p })),
      )
      .execute();
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
