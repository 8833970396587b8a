import type { CompanyAccess } from '../access/CompanyAccess';
import type { CommandContext } from './CommandContext';
import { CommandFailure } from './CommandFailure';

/**
 * A company's cached access data (plan, ceilings, limits, used records), or ENTITY_NOT_FOUND.
 *
 * @example const company = await companyAccessOf(ctx, session.companyId);
 */
export async function companyAccessOf(ctx: CommandContext, companyId: number): Promise<CompanyAccess> {
  const company = await ctx.access.company(ctx.db, companyId);
  if (!company) throw new CommandFailure('ENTITY_NOT_FOUND');
  return company;
}
