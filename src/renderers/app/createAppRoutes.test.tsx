import { createMemoryRouter, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { bundledAppFiles } from '../../runtime/metadata/bundledAppFiles';
import { pickAppMetadata } from '../../runtime/metadata/pickAppMetadata';
import { defaultLayouts } from '../registry/defaultLayouts';
import { defaultScreens } from '../registry/defaultScreens';
import { createAppRoutes } from './createAppRoutes';

const { routes } = pickAppMetadata(bundledAppFiles());

/** Every metadata route name the router knows, in its tree. */
function known(tree: readonly RouteObject[]): string[] {
  return tree.flatMap((r) => [
    ...(r.id?.startsWith('route:') ? [r.id.slice('route:'.length)] : []),
    ...known(r.children ?? []),
  ]);
}

function routerAt(path: string) {
  const app = createAppRoutes(routes, defaultScreens, defaultLayouts, path);
  return createMemoryRouter(app.routes, {
    initialEntries: [path],
    patchRoutesOnNavigation: app.patchRoutesOnNavigation,
  });
}

describe('createAppRoutes', () => {
  it('starts with the opened route alone, not all of them', () => {
    const router = routerAt('/tasks');
    expect(known(router.routes)).toEqual(['tasks']);
    expect(router.state.matches.at(-1)?.route.id).toBe('route:tasks');
    expect(routes.length).toBeGreaterThan(50);
  });

  it('learns a route on its first visit, under its layout, with its parameters', async () => {
    const router = routerAt('/tasks');
    await router.navigate('/task/view/12?tab=history');
    expect(router.state.matches.map((m) => m.route.id)).toEqual(['root', 'layout:main', 'route:taskView']);
    expect(router.state.matches.at(-1)?.params).toEqual({ id: '12' });
    await router.navigate('/login');
    expect(router.state.matches.map((m) => m.route.id)).toEqual(['root', 'layout:auth', 'route:login']);
    await router.navigate('/task/view/13');
    expect(known(router.routes).sort()).toEqual(['login', 'taskView', 'tasks']);
    expect(router.state.location.pathname).toBe('/task/view/13');
  });

  it('reaches the home route "/" and lets an unknown path fall to "*"', async () => {
    const router = routerAt('/nada');
    expect(known(router.routes)).toEqual([]);
    await router.navigate('/');
    expect(router.state.matches.at(-1)?.route.id).toBe('route:home');
    await router.navigate('/nada/aqui');
    expect(router.state.matches.at(-1)?.route.path).toBe('*');
  });

  it('opens a route with parameters directly (the first load of a deep link)', async () => {
    const router = routerAt('/task/view/5');
    router.initialize();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(router.state.initialized).toBe(true);
    expect(router.state.matches.at(-1)?.route.id).toBe('route:taskView');
  });

  it('does not count a route as learned when its navigation was overtaken (its next visit learns it)', async () => {
    const app = createAppRoutes(routes, defaultScreens, defaultLayouts, '/tasks');
    const patched: string[] = [];
    const aborted = new AbortController();
    aborted.abort();
    const ask = (signal: AbortSignal) =>
      app.patchRoutesOnNavigation({
        path: '/task/view/1',
        matches: [],
        fetcherKey: undefined,
        signal,
        patch: (_id, children) => patched.push(...children.map((c) => String(c.id))),
      });
    await ask(aborted.signal);
    expect(patched).toEqual([]);
    await ask(new AbortController().signal);
    expect(patched).toEqual(['route:taskView']);
  });
});
