import { describe, expect, it, vi } from 'vitest';
import type { RouteMeta } from '../../runtime/metadata/RouteMeta';
import type { LayoutRegistry, ScreenRegistry } from './ScreenRegistry';
import { preloadRoute } from './preloadRoute';

const routes = [
  { name: 'login', path: '/login', screen: 'login', layout: 'auth', title: 'routes.login', public: true },
  { name: 'tasks', path: '/tasks', screen: 'task-list', layout: 'main', title: 'routes.tasks' },
] as RouteMeta[];

function registries() {
  const piece = () => Object.assign(() => null, { preload: vi.fn() });
  const screens = { login: piece(), 'task-list': piece() };
  const layouts = { auth: piece(), main: piece(), bare: piece() };
  return { screens, layouts, all: [...Object.values(screens), ...Object.values(layouts)] };
}

describe('preloadRoute', () => {
  it("starts the opened page's layout and screen, and nothing else", () => {
    const { screens, layouts, all } = registries();
    preloadRoute(routes, screens as ScreenRegistry, layouts as LayoutRegistry, '/login', false);
    expect(all.filter((p) => p.preload.mock.calls.length)).toEqual([layouts.auth, screens.login]);
  });

  it('leaves a private page alone for a visitor (it redirects to login), not for a saved login', () => {
    const { screens, layouts, all } = registries();
    preloadRoute(routes, screens as ScreenRegistry, layouts as LayoutRegistry, '/tasks', false);
    expect(all.some((p) => p.preload.mock.calls.length)).toBe(false);
    preloadRoute(routes, screens as ScreenRegistry, layouts as LayoutRegistry, '/tasks', true);
    expect(all.filter((p) => p.preload.mock.calls.length)).toEqual([layouts.main, screens['task-list']]);
  });

  it('does nothing for an unknown path', () => {
    const { screens, layouts, all } = registries();
    preloadRoute(routes, screens as ScreenRegistry, layouts as LayoutRegistry, '/nothing/here', true);
    expect(all.some((p) => p.preload.mock.calls.length)).toBe(false);
  });
});
