import type { Transaction } from 'kysely';
import type { PlanAnswer } from '../../../runtime/forms/FormModel';
import { MAX_IMAGE_BYTES } from '../../../runtime/validators/checkImageFile';
import type { Database } from '../../db/Database';
import { CommandFailure } from '../CommandFailure';
import { fileReferencesOf } from './fileReferencesOf';
import { fileSlotOf } from '../../files/fileSlotOf';
import type { FillableForm } from '../../forms/requireFillableForm';

/**
 * The uploaded files a document's stored values reference, once each is known to be an upload of the
 * same company, form and field (or table column) that no other document uses (DOCUMENT_FILE_INVALID
 * naming the field otherwise); a photo field's files together at most 5 MB (FILE_TOO_LARGE), counted
 * from the stored sizes, never the browser's.
 *
 * @example const fileIds = await checkDocumentFiles(trx, 7, form, null, values);
 */
export async function checkDocumentFiles(
  trx: Transaction<Database>,
  companyId: number,
  form: FillableForm,
  documentId: number | null,
  values: Record<string, unknown>,
  plans: Record<string, PlanAnswer> = {},
): Promise<string[]> {
  const references = fileReferencesOf(form.model, values, plans);
  if (!references.length) return [];
  const ids = [...new Set(references.map((r) => r.fileId))];
  const rows = await trx
    .selectFrom('document_files')
    .select(['id', 'form_id', 'field_id', 'document_id', 'size'])
    .where('company_id', '=', companyId)
    .where('id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const setSizes = new Map<string, Map<string, number>>();
  for (const { slot, fileId } of references) {
    const row = byId.get(fileId);
    const usable =
      row &&
      Number(row.form_id) === form.id &&
      row.field_id === slot &&
      (row.document_id === null || row.document_id === documentId);
    const slotInfo = fileSlotOf(form.model, slot)!;
    if (!usable) throw new CommandFailure('DOCUMENT_FILE_INVALID', { field: slotInfo.name });
    if (!slotInfo.limitSet) continue;
    const sizes = setSizes.get(slot) ?? new Map<string, number>();
    sizes.set(fileId, row.size);
    setSizes.set(slot, sizes);
  }
  for (const sizes of setSizes.values())
    if ([...sizes.values()].reduce((a, b) => a + b, 0) > MAX_IMAGE_BYTES)
      throw new CommandFailure('FILE_TOO_LARGE');
  return ids;
}
