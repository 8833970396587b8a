import type { Plan } from '../../../runtime/plans/planFromBackend';

/** The plan states the spec names in labels (spec 000 section 4): trial, active, cancelled, expired, blocked. */
export type PlanStatusKey = 'trial' | 'active' | 'cancelled' | 'expired' | 'blocked';

/**
 * Which state a plan is in, for wording: an ended trial is expired; a blocked paid plan is blocked; an
 * inactive one not yet blocked is cancelled (overdue); otherwise trial or active.
 *
 * @example planStatus({ ...plan, trial: true, blocked: true }) // 'expired'
 */
export function planStatus(plan: Pick<Plan, 'trial' | 'blocked' | 'paymentOverdueDays'>): PlanStatusKey {
  if (plan.trial) return plan.blocked ? 'expired' : 'trial';
  if (plan.blocked) return 'blocked';
  if (plan.paymentOverdueDays > 0) return 'cancelled';
  return 'active';
}
