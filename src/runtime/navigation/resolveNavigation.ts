import { canAccess } from '../access/canAccess';
import type { AccessDenial } from '../access/AccessDecision';
import { matchRoute } from '../routes/matchRoute';
import { ADMIN_HOME_PATH, SECURITY_PATH, landingPath } from './landingPath';
import type { NavigationContext } from './NavigationContext';
import type { NavigationDecision } from './NavigationDecision';

export const LOGIN_PATH = '/login';
export const NOT_FOUND_PATH = '/page-not-found';
export const CONNECTION_ERROR_PATH = '/connection-error';
export const PLAN_SUBSCRIPTION_ERROR_PATH = '/plan_subscription_error';
/** Register with the onboarding step open (start-up rule for companies that did not finish it). */
export const ONBOARDING_PATH = '/register?onboarding=1';

/**
 * The navigation guard (spec 000 section 2), pure so it can be tested as a table. Order of decisions:
 * a `token` query logs in first (except on a public route declaring `pageToken`, whose token it is); unknown paths go to page-not-found; public routes open; without a
 * session the user goes to login with a redirect; a company that did not finish onboarding goes to
 * register (unless a `template` query is present); then canAccess decides and each refusal has its place.
 *
 * @example
 * resolveNavigation({ pathname: '/tasks', search: '' }, { ...ctx, status: 'anonymous' })
 * // { redirect: '/login?redirect=%2Ftasks' }
 */
export function resolveNavigation(
  target: { pathname: string; search?: string },
  ctx: NavigationContext,
): NavigationDecision {
  const search = new URLSearchParams(target.search ?? '');
  const token = search.get('token');
  const match = matchRoute(ctx.routes, target.pathname);
  // A public page that reads its own token (a shared asset's link) is not a token login.
  if (token && ctx.status !== 'checking' && !(match?.route.public && match.route.pageToken)) {
    search.delete('token');
    const rest = search.toString();
    return { tokenLogin: token, then: target.pathname + (rest ? `?${rest}` : '') };
  }
  if (!match) return { redirect: NOT_FOUND_PATH };
  const { route, params } = match;
  if (route.public) return { allow: true, route, params };
  const here = target.pathname + (target.search ?? '');
  if (ctx.status === 'unreachable')
    return { redirect: `${CONNECTION_ERROR_PATH}?redirect=${encodeURIComponent(here)}` };
  if (ctx.status !== 'authenticated' || !ctx.access.user) {
    return { redirect: `${LOGIN_PATH}?redirect=${encodeURIComponent(here)}` };
  }
  if (ctx.onboardingPending && !search.has('template') && !ctx.access.user.isAdmin)
    return { redirect: ONBOARDING_PATH };
  const decision = canAccess(route, ctx.access);
  if (decision.ok) return { allow: true, route, params };
  return { redirect: DENIAL_TARGETS[decision.reason](ctx) };
}

/** Where each refusal leads. A table, so the next issue's reasons (blocked plan) are one line each. */
const DENIAL_TARGETS: Record<AccessDenial, (ctx: NavigationContext) => string> = {
  LOGIN: () => LOGIN_PATH,
  FUNCTIONALITY: () => SECURITY_PATH,
  PERMISSION: () => SECURITY_PATH,
  ROLE: (ctx) => ctx.previousPath ?? landingPath(ctx.routes, ctx.menus, ctx.access),
  ADMIN_ONLY: () => NOT_FOUND_PATH,
  NOT_FOR_ADMIN: () => ADMIN_HOME_PATH,
  PLAN_BLOCKED: () => PLAN_SUBSCRIPTION_ERROR_PATH,
};
