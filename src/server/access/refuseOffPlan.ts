import { limitState } from '../../runtime/plans/limitState';
import { CommandFailure } from '../commands/CommandFailure';
import type { CompanyAccess } from './CompanyAccess';

/**
 * For a limited functionality that is switched on rather than counted (kind `planGate` of
 * LIMITED_FUNCTIONALITIES): a plan whose limit is 0 refuses with PLAN_LIMIT_REACHED, LIMIT_KEY and the
 * LimitState, so the browser opens the upsell. Call it only when the request turns the option on.
 *
 * @example if (turnsOn) refuseOffPlan(company, 'gpsLocation');
 */
export function refuseOffPlan(company: CompanyAccess, key: string): void {
  const state = limitState(company.limits[key], 0);
  if (!state.allowed)
    throw new CommandFailure('PLAN_LIMIT_REACHED', {}, { answer: { LIMIT_KEY: key, LIMIT: state } });
}
