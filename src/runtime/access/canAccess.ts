import type { AccessContext } from './AccessContext';
import type { AccessDecision } from './AccessDecision';
import type { AccessRule, RoleRequirement } from './AccessRule';
import { isLevelActive } from './Level';
import type { LoggedUser } from '../session/LoggedUser';

/** The template company (spec 000 section 9): its users get the template menu and the template list. */
export const TEMPLATE_COMPANY_ID = 13089;

/** The company owner: personId equals companyOwnerId (spec 000 section 6). */
export function isCompanyOwner(user: LoggedUser): boolean {
  return user.isCompanyOwner || user.personId === user.companyOwnerId;
}

/** Role requirement -> the user flag that satisfies it. A table, so a new role is one line. */
const ROLE_CHECKS: Record<RoleRequirement, (user: LoggedUser) => boolean> = {
  companyAdmin: (u) => u.isCompanyAdmin,
  companyOwner: isCompanyOwner,
  templateCompany: (u) => u.isTemplateCompany || u.companyId === TEMPLATE_COMPANY_ID,
};

/**
 * The one permission gate of the browser: routes, menu items and screens all ask here (STYLE habit 2).
 * Pure: the same rule and context always give the same decision.
 *
 * @example
 * canAccess({ functionality: 'TASK', level: 'EDIT' }, ctx) // { ok: false, reason: 'FUNCTIONALITY' } for a viewer
 */
export function canAccess(rule: AccessRule, ctx: AccessContext): AccessDecision {
  if (rule.public) return { ok: true };
  const user = ctx.user;
  if (!user) return { ok: false, reason: 'LOGIN' };
  if (rule.admin && !user.isAdmin) return { ok: false, reason: 'ADMIN_ONLY' };
  if (user.isAdmin)
    return rule.admin || rule.adminAllowed ? { ok: true } : { ok: false, reason: 'NOT_FOR_ADMIN' };
  // The owner may still reach the pages they are allowed on; everyone else waits for the owner to pay.
  if (ctx.plan?.blocked && !isCompanyOwner(user)) return { ok: false, reason: 'PLAN_BLOCKED' };
  if (rule.functionality && !isFunctionalityActive(rule.functionality, rule.level ?? 'VIEW', ctx)) {
    return { ok: false, reason: 'FUNCTIONALITY' };
  }
  if (rule.permission && ctx.limits[rule.permission]?.allowed === false)
    return { ok: false, reason: 'PERMISSION' };
  if (rule.role && !ROLE_CHECKS[rule.role](user)) return { ok: false, reason: 'ROLE' };
  return { ok: true };
}

function isFunctionalityActive(code: string, level: 'VIEW' | 'EDIT', ctx: AccessContext): boolean {
  if (ctx.neverActive.has(code)) return false;
  return isLevelActive(ctx.functionalities[code], level);
}
