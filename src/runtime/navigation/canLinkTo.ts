import type { AccessContext } from '../access/AccessContext';
import type { AccessRule } from '../access/AccessRule';
import { canAccess } from '../access/canAccess';
import type { RouteMeta } from '../metadata/RouteMeta';
import { isPlannedRoute } from './isPlannedRoute';

/**
 * Whether a menu item, link or button may lead to a route: the user may open it (canAccess, with the
 * item's own rule when it overrides the route's) and its module is built (isPlannedRoute). A planned
 * route still opens from a typed address; nothing offers it.
 *
 * @example canLinkTo(routes.find((r) => r.name === 'dashboard')!, ctx) // false: screen 'planned'
 */
export function canLinkTo(route: RouteMeta, ctx: AccessContext, rule: AccessRule = route): boolean {
  return !isPlannedRoute(route) && canAccess(rule, ctx).ok;
}
