import type { RouteMeta } from '../metadata/RouteMeta';
import type { EntityMeta } from './EntityMeta';

/** The pages every entity gets: the path it declares (or the default), its screen type and level. */
const PAGES = [
  { page: 'list', screen: 'entity-list', level: 'VIEW', suffix: '' },
  { page: 'new', screen: 'entity-form', level: 'EDIT', suffix: 'New' },
  { page: 'edit', screen: 'entity-form', level: 'EDIT', suffix: 'Edit' },
  { page: 'view', screen: 'entity-view', level: 'VIEW', suffix: 'View' },
  { page: 'createMultiple', screen: 'entity-create-multiple', level: 'EDIT', suffix: 'CreateMultiple' },
] as const;

/** `/client/edit/{id}` (metadata) as a react-router path `/client/edit/:id`. */
export function toRouterPath(path: string): string {
  return path.replace(/\{([a-zA-Z0-9_]+)\}/g, ':$1');
}

function pathOf(entity: EntityMeta, page: (typeof PAGES)[number]['page']): string | undefined {
  if (page === 'createMultiple')
    return entity.createMultiple?.enabled ? `/${entity.name}/create_multiple` : undefined;
  const declared = entity.routes[page];
  return declared === undefined ? undefined : toRouterPath(declared);
}

/**
 * Entities in the order they claim paths: those shown in a menu first, then by menu order. Two entities
 * may declare one list path (asset types live on the assets page): the visible one owns it.
 */
export function entitiesByClaim(entities: readonly EntityMeta[]): EntityMeta[] {
  const rank = (e: EntityMeta) => [e.menu && !e.menu.hidden ? 0 : 1, e.menu?.order ?? Infinity] as const;
  return [...entities].sort((a, b) => {
    const [ha, oa] = rank(a);
    const [hb, ob] = rank(b);
    return ha - hb || oa - ob || a.name.localeCompare(b.name);
  });
}

/**
 * The app's routes with every entity's pages merged in: list and view (the entity's functionality at
 * VIEW), new, edit and create-multiple (at EDIT). A path routes.json already has is replaced in place,
 * keeping its name, title and layout (so `/clients` stays the route `clients`); other pages are
 * appended as `<plural>`, `<name>New`, `<name>Edit`, `<name>View`, `<name>CreateMultiple`.
 *
 * @example entityRoutes([client], routes).find((r) => r.path === '/client/edit/:id')
 *   // { name: 'clientEdit', screen: 'entity-form', entity: 'client', functionality: 'CLIENT', level: 'EDIT', ... }
 */
export function entityRoutes(entities: readonly EntityMeta[], routes: readonly RouteMeta[]): RouteMeta[] {
  const out = [...routes];
  const claimed = new Set<string>();
  for (const entity of entitiesByClaim(entities)) {
    for (const page of PAGES) {
      const path = pathOf(entity, page.page);
      if (!path || claimed.has(path)) continue;
      claimed.add(path);
      const index = out.findIndex((r) => r.path === path);
      const existing = index >= 0 ? out[index] : undefined;
      const route: RouteMeta = {
        name: existing?.name ?? (page.page === 'list' ? entity.plural : `${entity.name}${page.suffix}`),
        path,
        screen: page.screen,
        layout: existing?.layout ?? 'main',
        title: existing?.title ?? (page.page === 'list' ? entity.pluralLabel : entity.label),
        functionality: entity.functionality,
        level: page.level,
        entity: entity.name,
        ...(existing?.offline ? { offline: existing.offline } : {}),
      };
      if (existing) out[index] = route;
      else out.push(route);
    }
  }
  return out;
}

/** The name of the route of an entity's page, once merged by entityRoutes. */
export function entityRouteName(
  routes: readonly RouteMeta[],
  entity: string,
  screen: string,
): string | undefined {
  return routes.find((r) => r.entity === entity && r.screen === screen)?.name;
}
