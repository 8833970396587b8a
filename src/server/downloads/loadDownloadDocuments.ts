import type { Transaction } from 'kysely';
import type { FormModel, PlanAnswer } from '../../runtime/forms/FormModel';
import type { Database } from '../db/Database';
import type { DownloadDocument, DownloadFile } from './DownloadData';

/**
 * The company's documents by id with the model version each was filled with and their files, read in the
 * caller's transaction (a download's data, a mail's PDF attachment). Unknown ids are left out.
 *
 * @example (await loadDownloadDocuments(trx, 7, [31])).get(31)?.model.name // 'Vistoria'
 */
export async function loadDownloadDocuments(
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
