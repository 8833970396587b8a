import type { MenuItemMeta, MenusMeta } from '../metadata/MenuMeta';
import type { RouteMeta } from '../metadata/RouteMeta';
import type { EntityMeta } from './EntityMeta';

function menuList(menus: MenusMeta, menu: string): MenuItemMeta[] | undefined {
  if (menu === 'header' || menu === 'company') return menus.headers.company;
  if (menu === 'templateCompany') return menus.headers.templateCompany;
  if (menu === 'admin') return menus.headers.admin;
  if (menu === 'user') return menus.user;
  return undefined;
}

/** Items of menus.json carry no order: their position stands for it, 10 apart (10, 20, 30...). */
function numbered(items: MenuItemMeta[]): MenuItemMeta[] {
  items.forEach((item, index) => (item.order ??= (index + 1) * 10));
  return items;
}

/**
 * The menus with an item for each entity whose list page it owns (see entityRoutes): under the declared
 * menu and parent, at its order, hidden when the metadata says so. An item of menus.json already
 * pointing at that route is replaced in place (its id and label kept); a new item is `<plural>` labelled
 * with the plural label. An unknown menu or parent is ignored, the routes still work.
 *
 * @example entityMenus([vehicle], routes, menus).headers.company.find((i) => i.id === 'company')?.children
 *   // [..., { id: 'vehicles', label: 'entities.vehicle.plural', route: 'vehicles' }]
 */
export function entityMenus(
  entities: readonly EntityMeta[],
  routes: readonly RouteMeta[],
  menus: MenusMeta,
): MenusMeta {
  const out: MenusMeta = structuredClone(menus);
  for (const entity of entities) {
    if (!entity.menu) continue;
    const route = routes.find((r) => r.entity === entity.name && r.screen === 'entity-list');
    if (!route) continue;
    const top = menuList(out, entity.menu.menu);
    const parent = entity.menu.parent ? top?.find((i) => i.id === entity.menu?.parent) : undefined;
    const siblings = entity.menu.parent ? parent?.children : top;
    if (!siblings) continue;
    numbered(siblings);
    const at = siblings.findIndex((i) => i.route === route.name);
    const hidden = entity.menu.hidden ? { hidden: true } : {};
    if (at >= 0) {
      const { hidden: _was, ...kept } = siblings[at]!;
      siblings[at] = { ...kept, ...hidden, order: entity.menu.order };
      continue;
    }
    const item: MenuItemMeta = {
      id: entity.plural,
      label: entity.pluralLabel,
      route: route.name,
      order: entity.menu.order,
      ...hidden,
    };
    const order = entity.menu.order;
    const before = siblings.findIndex((s) => (s.order ?? 0) > order);
    siblings.splice(before < 0 ? siblings.length : before, 0, item);
  }
  return out;
}
