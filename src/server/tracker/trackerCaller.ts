import { accessSubjectOf } from '../access/accessSubjectOf';
import type { CompanyAccess } from '../access/CompanyAccess';
import { refuseOffPlan } from '../access/refuseOffPlan';
import type { SessionInfo } from '../auth/SessionInfo';
import type { CommandContext } from '../commands/CommandContext';
import { companyAccessOf } from '../commands/companyAccessOf';
import { requireSession } from '../commands/requireSession';
import { trackerAudienceOf, type TrackerAudience } from './TrackerAudience';

/**
 * The caller of a map command: its session, company and audience, after the plan's `gpsLocation` gate
 * (a plan with 0 answers PLAN_LIMIT_REACHED). Read without a transaction.
 *
 * @example const { audience } = await trackerCaller(ctx);
 */
export async function trackerCaller(
  ctx: CommandContext,
): Promise<{ session: SessionInfo; company: CompanyAccess; audience: TrackerAudience }> {
  const session = requireSession(ctx);
  const company = await companyAccessOf(ctx, session.companyId);
  refuseOffPlan(company, 'gpsLocation');
  const subject = accessSubjectOf(session, company, ctx.metadata);
  return { session, company, audience: trackerAudienceOf(session.companyId, session.userId, subject) };
}
