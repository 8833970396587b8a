import type { AccessContext } from '../access/AccessContext';
import { canAccess } from '../access/canAccess';
import type { MenusMeta } from '../metadata/MenuMeta';
import type { RouteMeta } from '../metadata/RouteMeta';
import { headerMenuFor } from './headerMenuFor';
import { visibleMenu, type VisibleMenuItem } from './visibleMenu';

export const SECURITY_PATH = '/security';
export const ADMIN_HOME_PATH = '/admin';

/** Landing candidates in the spec's order (section 2): task list, then task approval list. */
const PREFERRED_LANDINGS = ['tasks', 'approval'];

/**
 * Where a user lands after login: /admin for the platform administrator; else the task list if task
 * viewing is active, else the task approval list, else the first active header item, else the security page.
 *
 * @example landingPath(routes, menus, ctxWithTaskView) // '/tasks'
 */
export function landingPath(routes: readonly RouteMeta[], menus: MenusMeta, ctx: AccessContext): string {
  if (ctx.user?.isAdmin) return ADMIN_HOME_PATH;
  for (const name of PREFERRED_LANDINGS) {
    const route = routes.find((r) => r.name === name);
    if (route && canAccess(route, ctx).ok) return route.path;
  }
  const first = firstPath(visibleMenu(headerMenuFor(menus, ctx.user), routes, ctx));
  return first ?? SECURITY_PATH;
}

function firstPath(items: VisibleMenuItem[]): string | undefined {
  for (const item of items) {
    if (item.path && !item.path.includes(':')) return item.path;
    const nested = item.children && firstPath(item.children);
    if (nested) return nested;
  }
  return undefined;
}
