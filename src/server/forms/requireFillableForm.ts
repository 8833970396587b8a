import type { Transaction } from 'kysely';
import type { AudienceViewer } from '../access/AudienceViewer';
import type { FormModel } from '../../runtime/forms/FormModel';
import type { Database } from '../db/Database';
import { CommandFailure } from '../commands/CommandFailure';
import { requireActiveForm } from './requireActiveForm';

/** A form the caller may fill, at the version being filled. */
export interface FillableForm {
  id: number;
  name: string;
  version: number;
  model: FormModel;
}

/**
 * The company's form `formId` at `version` (its current version when omitted), when the viewer may fill
 * it now: ENTITY_NOT_FOUND for another company's form, one the form and folder permissions hide from the
 * viewer, a deleted one (requireActiveForm) or an unknown version; DOCUMENT_FORM_INACTIVE for an
 * archived one.
 *
 * @example const { viewer, trx } = await loadAudienceViewer(ctx); const form = await requireFillableForm(trx, viewer, 12, 3);
 */
export async function requireFillableForm(
  trx: Transaction<Database>,
  viewer: AudienceViewer,
  formId: number,
  version?: number,
): Promise<FillableForm> {
  const form = await requireActiveForm(trx, viewer, formId);
  const wanted = version ?? form.version;
  // A version above the published one is a revision's proposal: the field never fills it (issue 16).
  if (wanted > form.version) throw new CommandFailure('ENTITY_NOT_FOUND');
  const stored = await trx
    .selectFrom('form_versions')
    .select('model')
    .where('company_id', '=', viewer.companyId)
    .where('form_id', '=', formId)
    .where('version', '=', wanted)
    .executeTakeFirst();
  if (!stored) throw new CommandFailure('ENTITY_NOT_FOUND');
  return { id: formId, name: form.name, version: wanted, model: stored.model as unknown as FormModel };
}
