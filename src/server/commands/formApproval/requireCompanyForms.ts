import type { Transaction } from 'kysely';
import type { Database } from '../../db/Database';
import type { CommandContext } from '../CommandContext';
import { CommandFailure } from '../CommandFailure';

/**
 * Refuses form ids that are not live forms of the company (another company's, deleted or unknown) with
 * LOOKUP_NOT_FOUND and FIELD 'MODELOS', locking the found rows FOR KEY SHARE until the commit.
 *
 * @example await requireCompanyForms(ctx, trx, companyId, params.MODELOS);
 */
export async function requireCompanyForms(
  ctx: CommandContext,
  trx: Transaction<Database>,
  companyId: number,
  ids: readonly number[],
): Promise<void> {
  const found = await trx
    .selectFrom('forms')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', 'in', ids)
    .where('state', '!=', 'deleted')
    .forKeyShare()
    .execute();
  const have = new Set(found.map((f) => Number(f.id)));
  if (ids.some((id) => !have.has(id)))
    throw new CommandFailure(
      'LOOKUP_NOT_FOUND',
      { field: ctx.t('formApproval.fields.forms') },
      { answer: { FIELD: 'MODELOS' } },
    );
}
