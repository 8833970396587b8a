import type { Kysely } from 'kysely';
import type { AudienceViewer } from '../../access/AudienceViewer';
import type { Database } from '../../db/Database';
import { requireVisibleForm } from '../../forms/requireVisibleForm';
import { CommandFailure } from '../CommandFailure';

/**
 * A document of the caller's company whose form the caller may see (ENTITY_NOT_FOUND otherwise, another
 * company's alike), as the document commands check it.
 *
 * @example const document = await requireWorkflowDocument(trx, viewer, 12);
 */
export async function requireWorkflowDocument(
  trx: Kysely<Database>,
  viewer: AudienceViewer,
  documentId: number,
): Promise<{ id: number; formId: number }> {
  const document = await trx
    .selectFrom('documents')
    .select(['id', 'form_id'])
    .where('company_id', '=', viewer.companyId)
    .where('id', '=', documentId)
    .executeTakeFirst();
  if (!document) throw new CommandFailure('ENTITY_NOT_FOUND');
  await requireVisibleForm(trx, viewer, Number(document.form_id));
  return { id: Number(document.id), formId: Number(document.form_id) };
}
