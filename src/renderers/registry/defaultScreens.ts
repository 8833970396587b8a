import { lazy } from 'react';
import type { ScreenRegistry } from './ScreenRegistry';

/**
 * The default screen renderers, each lazily loaded so a route only downloads its own screen (the login
 * page must stay small; heavy editors get their own chunks when they arrive).
 */
export const defaultScreens: ScreenRegistry = {
  login: lazy(() => import('../screens/login').then((m) => ({ default: m.LoginScreen }))),
  recovery: lazy(() => import('../screens/recovery').then((m) => ({ default: m.RecoveryScreen }))),
  'forgot-password': lazy(() =>
    import('../screens/forgot-password').then((m) => ({ default: m.ForgotPasswordScreen })),
  ),
  profile: lazy(() => import('../screens/profile').then((m) => ({ default: m.ProfileScreen }))),
  planned: lazy(() => import('../screens/planned').then((m) => ({ default: m.PlannedScreen }))),
  landing: lazy(() => import('../screens/landing').then((m) => ({ default: m.LandingScreen }))),
  'use-template': lazy(() =>
    import('../screens/use-template').then((m) => ({ default: m.UseTemplateScreen })),
  ),
  'page-not-found': lazy(() =>
    import('../screens/page-not-found').then((m) => ({ default: m.PageNotFoundScreen })),
  ),
  'connection-error': lazy(() =>
    import('../screens/connection-error').then((m) => ({ default: m.ConnectionErrorScreen })),
  ),
  security: lazy(() => import('../screens/security').then((m) => ({ default: m.SecurityScreen }))),
};
