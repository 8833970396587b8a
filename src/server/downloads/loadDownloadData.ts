import { sql, type Kysely, type Transaction } from 'kysely';
import type { FormModel, PlanAnswer } from '../../runtime/forms/FormModel';
import { modelIndex, tableSettings } from '../../runtime/forms/modelIndex';
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
import type { DownloadData, DownloadDocument, DownloadFile, DownloadTask } from './DownloadData';

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
    const documents = await loadDocuments(trx, companyId, documentIds);
    const employeeNames = await loadEmployeeNames(trx, companyId, [...documents.values()]);

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
    return { companyName: company?.name ?? '', tasks, employeeNames };
  });
}

/** The documents by id with the model version each was filled with and their files. */
async function loadDocuments(
  trx: Transaction<Database>,
  companyId: number,
  ids: number[],
): Promise<Map<number, DownloadDocument>> {
  const documents = new Map<number, DownloadDocument>();
  if (!ids.length) return documents;
  const rows = await trx
    .selectFrom('documents')
    .select(['id', 'form_id', 'form_version', 'values', 'plans', 'finished', 'score', 'finished_at'])
    .where('company_id', '=', companyId)
    .where('id', 'in', ids)
    .execute();
  if (!rows.length) return documents;
  const versions = await trx
    .selectFrom('form_versions')
    .select(['form_id', 'version', 'model'])
    .where('company_id', '=', companyId)
    .where(({ eb, refTuple, tuple }) =>
      eb(
        refTuple('form_id', 'version'),
        'in',
        rows.map((row) => tuple(row.form_id, row.form_version)),
      ),
    )
    .execute();
  const models = new Map(versions.map((v) => [`${v.form_id}:${v.version}`, v.model as unknown as FormModel]));
  const files = await trx
    .selectFrom('document_files')
    .select(['id', 'document_id', 'storage_key', 'content_type', 'file_name'])
    .where('company_id', '=', companyId)
    .where('document_id', 'in', ids)
    .execute();
  const filesOf = new Map<number, Map<string, DownloadFile>>();
  for (const file of files) {
    const documentId = Number(file.document_id);
    if (!filesOf.has(documentId)) filesOf.set(documentId, new Map());
    filesOf.get(documentId)!.set(file.id, {
      storageKey: file.storage_key,
      contentType: file.content_type,
      name: file.file_name,
    });
  }
  for (const row of rows) {
    const model = models.get(`${row.form_id}:${row.form_version}`);
    if (!model) continue;
    documents.set(Number(row.id), {
      id: Number(row.id),
      formId: Number(row.form_id),
      version: row.form_version,
      model,
      values: (row.values ?? {}) as Record<string, unknown>,
      plans: (row.plans ?? {}) as Record<string, PlanAnswer>,
      finished: row.finished,
      score: row.score === null ? null : Number(row.score),
      finishedAt: row.finished_at ? new Date(row.finished_at) : null,
      files: filesOf.get(Number(row.id)) ?? new Map(),
    });
  }
  return documents;
}

/** The names of the users the documents' pre-registered signatures point at (fields and table cells). */
async function loadEmployeeNames(
  trx: Transaction<Database>,
  companyId: number,
  documents: DownloadDocument[],
): Promise<Map<string, string>> {
  const ids = new Set<number>();
  const collect = (value: unknown) => {
    for (const item of Array.isArray(value) ? value : [value]) {
      const id = Number((item as { employeeId?: unknown } | null)?.employeeId);
      if (Number.isInteger(id) && id > 0) ids.add(id);
    }
  };
  for (const document of documents)
    for (const [fieldId, { field }] of modelIndex(document.model).fields) {
      const value = document.values[fieldId];
      if (field.type === 'signaturePreRegistered') collect(value);
      const columns = tableSettings(field)?.columns.filter((c) => c.type === 'signaturePreRegistered');
      if (columns?.length && Array.isArray(value))
        for (const row of value as Array<Record<string, unknown> | null>)
          for (const column of columns) collect(row?.[column.id]);
    }
  if (!ids.size) return new Map();
  const rows = await trx
    .selectFrom('users')
    .innerJoin('persons', (join) =>
      join.onRef('persons.id', '=', 'users.person_id').onRef('persons.company_id', '=', 'users.company_id'),
    )
    .select(['users.id', 'persons.name', 'persons.surname'])
    .where('users.company_id', '=', companyId)
    .where('users.id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [String(r.id), [r.name, r.surname].filter(Boolean).join(' ')]));
}
