import type { CommandContext } from '../commands/CommandContext';

/**
 * Drops what this process caches about some companies (sessions with their groups, logged-user profiles,
 * plan and levels), now and again after commit, so a change of roles, permissions or plan is seen by the
 * next request here (and within the cache time elsewhere). `'all'` after a platform-wide change.
 *
 * @example forgetCompanies(ctx, [session.companyId]);
 */
export function forgetCompanies(ctx: CommandContext, companyIds: readonly number[] | 'all'): void {
  const forget = () => {
    const ids = companyIds === 'all' ? null : companyIds;
    ctx.sessions.forgetCompanies(ids);
    ctx.profiles.forgetCompanies(ids);
    if (ids) ctx.access.forgetCompanies(ids);
    else ctx.access.forgetAll();
  };
  forget();
  ctx.afterCommit(async () => forget());
}
