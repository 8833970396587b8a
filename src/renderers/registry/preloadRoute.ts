import type { RouteMeta } from '../../runtime/metadata/RouteMeta';
import { matchRoute } from '../../runtime/routes/matchRoute';
import type { LayoutRegistry, ScreenRegistry } from './ScreenRegistry';

/**
 * Starts downloading the layout and screen of the page being opened, at boot, alongside the catalogue
 * and the user check rather than after the first render (issue 13: the login page's and the task list's
 * largest paint waited on that chain). Only a public route, or any route when a saved login is being
 * checked: a visitor's private page redirects to login and would not use it.
 *
 * @example preloadRoute(metadata.routes, defaultScreens, defaultLayouts, '/login', false)
 */
export function preloadRoute(
  routes: readonly RouteMeta[],
  screens: ScreenRegistry,
  layouts: LayoutRegistry,
  pathname: string,
  signedIn: boolean,
): void {
  const match = matchRoute(routes, pathname);
  if (!match || (!match.route.public && !signedIn)) return;
  for (const renderer of [layouts[match.route.layout], screens[match.route.screen]])
    if (renderer && 'preload' in renderer && typeof renderer.preload === 'function') renderer.preload();
}
