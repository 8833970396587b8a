import { lazy } from 'react';
import type { LayoutRegistry } from './ScreenRegistry';

/** The default layouts; the main layout (header, menus, drawer) is not downloaded by the login page. */
export const defaultLayouts: LayoutRegistry = {
  main: lazy(() => import('../layouts/main').then((m) => ({ default: m.MainLayout }))),
  auth: lazy(() => import('../layouts/auth').then((m) => ({ default: m.AuthLayout }))),
  bare: lazy(() => import('../layouts/bare').then((m) => ({ default: m.BareLayout }))),
};
