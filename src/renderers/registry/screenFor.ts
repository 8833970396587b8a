import type { RouteMeta } from '../../runtime/metadata/RouteMeta';
import type { ScreenRegistry } from './ScreenRegistry';

/**
 * The renderer of a route's screen type; a missing one fails naming the route and the type, so broken
 * metadata is found at once (as rjsf's getWidget does).
 *
 * @example screenFor(defaultScreens, { name: 'login', screen: 'login', ... })
 */
export function screenFor(registry: ScreenRegistry, route: RouteMeta): ScreenRegistry[string] {
  const renderer = registry[route.screen];
  if (!renderer) {
    throw new Error(
      `No renderer for screen type "${route.screen}" of route "${route.name}" (metadata/routes.json)`,
    );
  }
  return renderer;
}
