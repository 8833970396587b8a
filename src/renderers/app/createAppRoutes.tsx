import { Outlet, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import type { LayoutType, RouteMeta } from '../../runtime/metadata/RouteMeta';
import { matchRoute } from '../../runtime/routes/matchRoute';
import type { LayoutRegistry, ScreenRegistry } from '../registry/ScreenRegistry';
import { RootGate } from './RootGate';
import { ScreenSlot } from './ScreenSlot';

const ROOT_ID = 'root';
const layoutId = (layout: LayoutType) => `layout:${layout}`;

/**
 * react-router route objects built from metadata: one root (the guard), one pathless route per layout so
 * the layout stays mounted between its pages, and a leaf per metadata route. Unknown paths fall to `*`,
 * where the guard redirects to page-not-found.
 *
 * The router starts with the opened page's route alone and learns each other route the first time a
 * navigation reaches it (react-router's `patchRoutesOnNavigation`, matched with the runtime's own
 * matchRoute): ranking all of Campo's routes when the router is created took some 100 ms of a phone's
 * start-up (issue 13, the mobile task list's blocking time), and every later route costs its own first
 * visit only.
 *
 * @example const app = createAppRoutes(meta.routes, defaultScreens, defaultLayouts, '/tasks');
 * createHashRouter(app.routes, { patchRoutesOnNavigation: app.patchRoutesOnNavigation })
 */
export function createAppRoutes(
  routes: readonly RouteMeta[],
  screens: ScreenRegistry,
  layouts: LayoutRegistry,
  openedPath: string,
): { routes: RouteObject[]; patchRoutesOnNavigation: PatchRoutesOnNavigationFunction } {
  const leaf = (route: RouteMeta): RouteObject => ({
    id: `route:${route.name}`,
    path: route.path,
    handle: { route },
    element: <ScreenSlot route={route} screens={screens} />,
  });
  const layoutRoute = (layout: LayoutType, members: RouteMeta[]): RouteObject => {
    const Layout = layouts[layout];
    return {
      id: layoutId(layout),
      element: (
        <Layout>
          <Outlet />
        </Layout>
      ),
      children: members.map(leaf),
    };
  };
  const known = new Set<string>();
  const layoutsKnown = new Set<LayoutType>();
  const opened = matchRoute(routes, openedPath)?.route;
  if (opened) {
    known.add(opened.name);
    layoutsKnown.add(opened.layout);
  }
  const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = ({ path, patch, signal }) => {
    const route = matchRoute(routes, path)?.route;
    // A navigation already overtaken by another would not apply the patch: the route stays unknown, so
    // its next visit asks again.
    if (!route || known.has(route.name) || signal.aborted) return;
    known.add(route.name);
    if (layoutsKnown.has(route.layout)) patch(layoutId(route.layout), [leaf(route)]);
    else {
      layoutsKnown.add(route.layout);
      patch(ROOT_ID, [layoutRoute(route.layout, [route])]);
    }
  };
  return {
    routes: [
      {
        // Pathless, so that no path matches the root alone: a path whose route is not known yet matches
        // `*` only, which is what makes the router ask patchRoutesOnNavigation.
        id: ROOT_ID,
        element: <RootGate />,
        children: [...(opened ? [layoutRoute(opened.layout, [opened])] : []), { path: '*', element: null }],
      },
    ],
    patchRoutesOnNavigation,
  };
}
