import { limitState } from '../../../runtime/plans/limitState';
import type { CompanyAccess } from '../../access/CompanyAccess';
import { CommandFailure } from '../CommandFailure';

/**
 * The plan's `multipleActivities` limit: the most tasks one batch may create (metadata/plans.json; null
 * unlimited, 0 not allowed). A larger batch is PLAN_LIMIT_REACHED with LIMIT_KEY and the LimitState
 * ("x de y"), the same refusal other limits give, so the page opens the upsell. Checked before any row.
 *
 * @example checkTaskBatchLimit(company, params.ATIVIDADES.length);
 */
export function checkTaskBatchLimit(company: CompanyAccess, count: number): void {
  const state = limitState(company.limits.multipleActivities, count);
  if (!state.allowed || (state.limit !== null && count > state.limit))
    throw new CommandFailure(
      'PLAN_LIMIT_REACHED',
      {},
      { answer: { LIMIT_KEY: 'multipleActivities', LIMIT: state } },
    );
}
