import { sql, type Kysely } from 'kysely';
import type { TaskStatus } from '../../runtime/tasks/TaskStateName';
import { taskState } from '../../runtime/tasks/taskState';
import type { AudienceViewer } from '../access/AudienceViewer';
import { formVisible } from '../forms/formVisible';
import { loadFolders } from '../forms/loadFolders';
import { selectForms } from '../forms/selectForms';
import { RESPONSIBLE_NAME } from '../tasks/responsibleSql';
import { TASK_RECORD_NAMES } from '../tasks/TASK_RECORD_NAMES';
import { taskIdList } from '../tasks/taskIdList';
import type { Database } from '../db/Database';
import type { DownloadAudience } from '../db/tables/DownloadAudience';
import type { DownloadData, DownloadTask } from './DownloadData';
import { loadDownloadDocuments } from './loadDownloadDocuments';
import { loadEmployeeNames } from './loadEmployeeNames';
import { loadPdfLayouts } from '../pdf/loadPdfLayouts';
import { loadWordTemplates } from '../exports/word/loadWordTemplates';

interface TaskRow {
  id: number;
  title: string;
  status: TaskStatus;
  approval: DownloadTask['approval'];
  start_at: Date;
  due_at: Date | null;
  close_after_due: boolean;
  finished_at: Date | null;
  form_id: number;
  form_name: string | null;
  responsible_name: string | null;
  client_name: string | null;
  unit_name: string | null;
  address: Record<string, unknown> | null;
  fill_latitude: number | null;
  fill_longitude: number | null;
  document_id: number | null;
}

const coordinate = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The address's coordinates, else the filling position, else null. */
function positionOf(row: TaskRow): DownloadTask['position'] {
  const lat = coordinate(row.address?.latitude);
  const lng = coordinate(row.address?.longitude);
  if (lat !== null && lng !== null) return { lat, lng };
  const fillLat = row.fill_latitude === null ? null : Number(row.fill_latitude);
  const fillLng = row.fill_longitude === null ? null : Number(row.fill_longitude);
  return fillLat !== null && fillLng !== null ? { lat: fillLat, lng: fillLng } : null;
}

/**
 * Reads what a download is built from, in one short transaction: the selected tasks of the company that
 * are not deleted (in the selected order) with their labels, and the documents of the forms the
 * requester may see now (the forms' and folders' permissions against the requester's audience snapshot,
 * and MODEL VIEW) with their model version and files. A task of a hidden form keeps its row (the task
 * list shows it) without answers, so no export shows what the screens hide.
 *
 * @example const data = await loadDownloadData(db, { companyId, userId, taskIds, audience }, new Date());
 */
export async function loadDownloadData(
  db: Kysely<Database>,
  request: { companyId: number; userId: number; taskIds: number[]; audience: DownloadAudience },
  now: Date,
): Promise<DownloadData> {
  const { companyId, taskIds, audience } = request;
  const viewer: AudienceViewer = { companyId, userId: request.userId, ...audience };
  return db.transaction().execute(async (trx) => {
    const company = await trx
      .selectFrom('companies')
      .select('name')
      .where('id', '=', companyId)
      .executeTakeFirst();
    const rows = await sql<TaskRow>`
      select t.id, t.title, t.status, t.approval, t.start_at, t.due_at, t.close_after_due, t.finished_at,
        t.form_id, ${TASK_RECORD_NAMES.form} as form_name, ${RESPONSIBLE_NAME} as responsible_name,
        ${TASK_RECORD_NAMES.client} as client_name, ${TASK_RECORD_NAMES.unit} as unit_name, t.address,
        t.fill_latitude, t.fill_longitude, t.document_id
      from tasks t
      where t.company_id = ${companyId} and t.status <> 'deleted'
        and t.id in ${taskIdList(taskIds)}`.execute(trx);
    const byId = new Map(rows.rows.map((row) => [Number(row.id), row]));

    const folders = await loadFolders(trx, viewer);
    const visibleForms = new Set(
      (await selectForms(trx, companyId))
        .filter((form) => formVisible(form, folders.visible, viewer))
        .map((form) => form.id),
    );
    const documentIds = audience.modelView
      ? rows.rows
          .filter((row) => row.document_id !== null && visibleForms.has(Number(row.form_id)))
          .map((row) => Number(row.document_id))
      : [];
    const documents = await loadDownloadDocuments(trx, companyId, documentIds);
    const employeeNames = await loadEmployeeNames(trx, companyId, [...documents.values()]);
    const formIds = [...documents.values()].map((document) => document.formId);
    const pdf = await loadPdfLayouts(trx, companyId, formIds);
    const word = await loadWordTemplates(trx, companyId, formIds);

    const tasks: DownloadTask[] = [];
    for (const id of taskIds) {
      const row = byId.get(id);
      if (!row) continue;
      const dueAt = row.due_at ? new Date(row.due_at) : null;
      const finishedAt = row.finished_at ? new Date(row.finished_at) : null;
      const { state, doneLabel } = taskState(
        { status: row.status, dueAt, closeAfterDue: row.close_after_due, finishedAt },
        now,
      );
      const document = row.document_id === null ? undefined : documents.get(Number(row.document_id));
      tasks.push({
        id,
        title: row.title,
        status: row.status,
        state,
        doneLabel,
        approval: row.approval,
        responsibleName: row.responsible_name ?? '',
        formId: Number(row.form_id),
        formName: row.form_name ?? '',
        clientName: row.client_name ?? '',
        unitName: row.unit_name ?? '',
        startAt: new Date(row.start_at),
        dueAt,
        finishedAt,
        address: row.address,
        position: positionOf(row),
        document: document && document.formId === Number(row.form_id) ? document : null,
      });
    }
    return { companyName: company?.name ?? '', tasks, employeeNames, pdf, word };
  });
}
