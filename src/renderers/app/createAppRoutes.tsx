import { Outlet, type RouteObject } from 'react-router';
import type { LayoutType, RouteMeta } from '../../runtime/metadata/RouteMeta';
import type { LayoutRegistry, ScreenRegistry } from '../registry/ScreenRegistry';
import { RootGate } from './RootGate';
import { ScreenSlot } from './ScreenSlot';

/**
 * react-router route objects built from metadata: one root (the guard), one pathless route per layout so
 * the layout stays mounted between its pages, and a leaf per metadata route. Unknown paths fall to `*`,
 * where the guard redirects to page-not-found.
 *
 * @example createHashRouter(createAppRoutes(meta.routes, defaultScreens, defaultLayouts))
 */
export function createAppRoutes(
  routes: readonly RouteMeta[],
  screens: ScreenRegistry,
  layouts: LayoutRegistry,
): RouteObject[] {
  const byLayout = new Map<LayoutType, RouteMeta[]>();
  for (const route of routes) byLayout.set(route.layout, [...(byLayout.get(route.layout) ?? []), route]);
  const children: RouteObject[] = [...byLayout].map(([layout, members]) => {
    const Layout = layouts[layout];
    return {
      element: (
        <Layout>
          <Outlet />
        </Layout>
      ),
      children: members.map((route) => ({
        path: route.path,
        handle: { route },
        element: <ScreenSlot route={route} screens={screens} />,
      })),
    };
  });
  return [{ path: '/', element: <RootGate />, children: [...children, { path: '*', element: null }] }];
}
