import { canLinkTo } from '../../runtime/navigation/canLinkTo';
import { useAccessContext } from './useAccessContext';
import { useRuntime } from './useRuntime';

/**
 * Metadata links to other pages (an entity's view `actions`, its list `links`): each `route` is a route
 * name of the merged routes, its `:id` replaced by `id`; links the user may not open are left out.
 *
 * @example const links = useRouteLinks(entity.list.links ?? []); // [{ label, route, path: '/asset-types' }]
 */
export function useRouteLinks<T extends { route: string }>(
  links: readonly T[],
  id?: string,
): Array<T & { path: string }> {
  const { metadata } = useRuntime();
  const access = useAccessContext();
  return links.flatMap((link) => {
    const route = metadata.routes.find((r) => r.name === link.route);
    if (!route || !canLinkTo(route, access)) return [];
    return [
      { ...link, path: id === undefined ? route.path : route.path.replace(':id', encodeURIComponent(id)) },
    ];
  });
}
