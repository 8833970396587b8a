import { lazyScreen } from './lazyScreen';
import type { LayoutRegistry } from './ScreenRegistry';

/** The default layouts; the main layout (header, menus, drawer) is not downloaded by the login page. */
export const defaultLayouts: LayoutRegistry = {
  main: lazyScreen('layout-main', () => import('../layouts/main').then((m) => ({ default: m.MainLayout }))),
  auth: lazyScreen('layout-auth', () => import('../layouts/auth').then((m) => ({ default: m.AuthLayout }))),
  bare: lazyScreen('layout-bare', () => import('../layouts/bare').then((m) => ({ default: m.BareLayout }))),
};
