import { sql, type Transaction } from 'kysely';
import type { PublicTask } from '../../runtime/protocol/answers/PublicTask';
import type { TaskStatus } from '../../runtime/tasks/TaskStateName';
import { taskState } from '../../runtime/tasks/taskState';
import type { Database } from '../db/Database';
import { RESPONSIBLE_NAME } from './responsibleSql';
import { TASK_RECORD_NAMES } from './TASK_RECORD_NAMES';

/**
 * A finished task's document version as a public page offers its PDF (`d`: the task's document): its
 * last change in microseconds, whatever the session's time zone.
 */
export const PUBLIC_PDF_VERSION = sql<string>`(extract(epoch from d.updated_at) * 1000000)::bigint::text`;

/** How many tasks a public page lists, newest start first. */
export const PUBLIC_TASKS_LIMIT = 100;

/**
 * The tasks a public page shows (the client portal: the client's; a shared asset: the asset's), of the
 * page's company only and never deleted ones, newest start first, at most PUBLIC_TASKS_LIMIT. Each with
 * its state as the task list computes it; the form and responsible names only with `details` (the
 * portal's "allow activity details"), a finished task's PDF version only with `pdf` (its download
 * option): the public never sees more than the company chose to share.
 *
 * @example await publicTasks(trx, companyId, { clientId: 12 }, { details: false }, new Date())
 */
export async function publicTasks(
  trx: Transaction<Database>,
  companyId: number,
  of: { clientId: number } | { assetId: number },
  options: { details: boolean; pdf?: boolean },
  now: Date,
): Promise<PublicTask[]> {
  const owner = 'clientId' in of ? sql`t.client_id = ${of.clientId}` : sql`t.asset_id = ${of.assetId}`;
  const rows = await sql<{
    id: number;
    title: string;
    status: TaskStatus;
    start_at: Date;
    due_at: Date | null;
    close_after_due: boolean;
    finished_at: Date | null;
    form_name: string | null;
    responsible_name: string | null;
    pdf_version: string | null;
  }>`
    select t.id, t.title, t.status, t.start_at, t.due_at, t.close_after_due, t.finished_at,
      ${TASK_RECORD_NAMES.form} as form_name, ${RESPONSIBLE_NAME} as responsible_name,
      ${options.pdf ? sql`case when t.status = 'finished' then ${PUBLIC_PDF_VERSION} end` : sql`null`} as pdf_version
    from tasks t
    left join documents d on d.company_id = t.company_id and d.id = t.document_id
    where t.company_id = ${companyId} and ${owner} and t.status <> 'deleted'
    order by t.start_at desc, t.id desc
    limit ${PUBLIC_TASKS_LIMIT}`.execute(trx);
  return rows.rows.map((row) => {
    const dueAt = row.due_at ? new Date(row.due_at) : null;
    const finishedAt = row.finished_at ? new Date(row.finished_at) : null;
    const { state, doneLabel } = taskState(
      { status: row.status, dueAt, closeAfterDue: row.close_after_due, finishedAt },
      now,
    );
    return {
      id: row.id,
      title: row.title,
      state,
      doneLabel,
      startAt: new Date(row.start_at).toISOString(),
      dueAt: dueAt?.toISOString() ?? null,
      finishedAt: finishedAt?.toISOString() ?? null,
      ...(options.details ? { formName: row.form_name, responsibleName: row.responsible_name } : {}),
      ...(row.pdf_version ? { pdfVersion: row.pdf_version } : {}),
    };
  });
}
