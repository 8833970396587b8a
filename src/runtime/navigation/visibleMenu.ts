import type { AccessContext } from '../access/AccessContext';
import type { MenuItemMeta } from '../metadata/MenuMeta';
import type { RouteMeta } from '../metadata/RouteMeta';
import { canLinkTo } from './canLinkTo';

/** A menu item ready to draw: its route path resolved, children already filtered. */
export interface VisibleMenuItem {
  id: string;
  label: string;
  path?: string;
  action?: 'logout';
  children?: VisibleMenuItem[];
}

/**
 * Filters menu metadata for a user through canLinkTo: hidden items, items whose route or functionality is
 * not allowed, items leading to a module not built yet (a `planned` route), and groups left empty all
 * disappear.
 *
 * @example visibleMenu(menus.headers.company, routes, ctx).map((i) => i.id) // ['forms', 'tasks', ...]
 */
export function visibleMenu(
  items: readonly MenuItemMeta[],
  routes: readonly RouteMeta[],
  ctx: AccessContext,
): VisibleMenuItem[] {
  const out: VisibleMenuItem[] = [];
  for (const item of items) {
    if (item.hidden) continue;
    if (item.children) {
      const children = visibleMenu(item.children, routes, ctx);
      if (children.length) out.push({ id: item.id, label: item.label, children });
      continue;
    }
    if (item.action) {
      out.push({ id: item.id, label: item.label, action: item.action });
      continue;
    }
    const route = routes.find((r) => r.name === item.route);
    if (!route) continue;
    const rule = {
      ...route,
      ...(item.functionality ? { functionality: item.functionality, level: item.level ?? 'VIEW' } : {}),
      ...(item.permission ? { permission: item.permission } : {}),
    };
    if (canLinkTo(route, ctx, rule)) out.push({ id: item.id, label: item.label, path: route.path });
  }
  return out;
}
