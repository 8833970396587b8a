import type { Kysely } from 'kysely';
import { limitState } from '../../runtime/plans/limitState';
import { CommandFailure } from '../commands/CommandFailure';
import type { Database } from '../db/Database';
import { LIMITED_FUNCTIONALITIES } from './limitedFunctionalities';
import { usedCount } from './usedCount';

/**
 * Before creating one more record of a limited functionality: counts what the company uses (the same
 * count the query commands show) and refuses with PLAN_LIMIT_REACHED, LIMIT_KEY and the LimitState when
 * the plan does not allow it (limit 0) or the count is at or above the limit. Call it inside the
 * creating transaction after locking the company row, so two creations cannot both pass.
 *
 * @example await refuseAtLimit(trx, companyId, 'roles', company.limits.roles);
 */
export async function refuseAtLimit(
  db: Kysely<Database>,
  companyId: number,
  key: string,
  limit: number | null | undefined,
): Promise<void> {
  const state = limitState(limit, await usedCount(LIMITED_FUNCTIONALITIES[key], db, companyId));
  if (!state.allowed || state.limitExceeded)
    throw new CommandFailure('PLAN_LIMIT_REACHED', {}, { answer: { LIMIT_KEY: key, LIMIT: state } });
}
