import { sql, type Transaction } from 'kysely';
import { limitState } from '../../runtime/plans/limitState';
import type { Database } from '../db/Database';
import { CommandFailure } from '../commands/CommandFailure';

/**
 * Refuses one more active (non-shared) user when the company's licences (paid + free) are all in use:
 * PLAN_LIMIT_REACHED with LIMIT_KEY 'licenses' and the LimitState. A trial company is not counted (its
 * plan has no licences yet; the trial's own end limits it). The company row is locked first, so two
 * concurrent creations cannot both take the last licence. `adding` users at once (a bulk import) need
 * that many free licences; the answered LimitState is the company's before them.
 *
 * @example await checkLicence(trx, session.companyId);
 */
export async function checkLicence(trx: Transaction<Database>, companyId: number, adding = 1): Promise<void> {
  const company = await sql<{ trial: boolean; paid_licenses: number; free_licenses: number }>`
    select trial, paid_licenses, free_licenses from companies where id = ${companyId} for update`.execute(
    trx,
  );
  const row = company.rows[0];
  if (!row || row.trial) return;
  const used = await trx
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('company_id', '=', companyId)
    .where('active', '=', true)
    .where('is_shared', '=', false)
    .executeTakeFirstOrThrow();
  const state = limitState(row.paid_licenses + row.free_licenses, Number(used.n));
  if (state.hasLimit && state.limitUsed + adding > state.limit!)
    throw new CommandFailure('PLAN_LIMIT_REACHED', {}, { answer: { LIMIT_KEY: 'licenses', LIMIT: state } });
}
