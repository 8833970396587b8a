import type { FormRow } from '../../forms/FormRow';
import { loadAudienceViewer } from '../../access/loadAudienceViewer';
import type { CommandContext } from '../CommandContext';
import { CommandFailure } from '../CommandFailure';
import { requireVisibleForm } from '../../forms/requireVisibleForm';
import { cancelPendingRevision } from '../../formApproval/cancelPendingRevision';

/**
 * Moves a visible form to another state after `check` accepted its current row (it throws the refusal).
 * Deleting or restoring changes the plan's `customExport` count (templates of forms not deleted): the
 * company's cached access is dropped after commit. Deleting closes the form's pending revision
 * (cancelPendingRevision).
 *
 * @example await changeFormState(ctx, id, 'archived', (form) => { if (form.state === 'deleted') throw ... });
 */
export async function changeFormState(
  ctx: CommandContext,
  id: number,
  state: FormRow['state'],
  check: (form: FormRow) => void,
): Promise<void> {
  const { viewer, trx } = await loadAudienceViewer(ctx);
  const { form } = await requireVisibleForm(trx, viewer, id, { forUpdate: true });
  check(form);
  await trx
    .updateTable('forms')
    .set({ state, updated_by: viewer.userId, updated_at: new Date() })
    .where('company_id', '=', viewer.companyId)
    .where('id', '=', form.id)
    .execute();
  if (state === 'deleted') await cancelPendingRevision(trx, viewer.companyId, form.id);
  if ((state === 'deleted') !== (form.state === 'deleted'))
    ctx.afterCommit(async () => ctx.access.forgetCompanies([viewer.companyId]));
}

/** Refuses a deleted form (restore it first). */
export function notDeleted(form: FormRow): void {
  if (form.state === 'deleted') throw new CommandFailure('FORM_DELETED');
}
