import type { Transaction } from 'kysely';
import type { AudienceViewer } from '../access/AudienceViewer';
import type { Database } from '../db/Database';
import { CommandFailure } from '../commands/CommandFailure';
import type { FormRow } from './FormRow';
import { requireVisibleForm } from './requireVisibleForm';

/**
 * The company's form `formId` when the viewer may see it and it is active: ENTITY_NOT_FOUND for another
 * company's form, one the form and folder permissions hide from the viewer (requireVisibleForm) or a
 * deleted one; DOCUMENT_FORM_INACTIVE for an archived one. Reads no model: a new task only points at
 * the form (requireFillableForm adds the model of the version being filled).
 *
 * @example const form = await requireActiveForm(trx, viewer, 12);
 */
export async function requireActiveForm(
  trx: Transaction<Database>,
  viewer: AudienceViewer,
  formId: number,
): Promise<FormRow> {
  const { form } = await requireVisibleForm(trx, viewer, formId);
  if (form.state === 'deleted') throw new CommandFailure('ENTITY_NOT_FOUND');
  if (form.state !== 'active') throw new CommandFailure('DOCUMENT_FORM_INACTIVE');
  return form;
}
