/**
 * The part of each language catalogue the browser loads first (issue 13: the login page under 200 KB
 * gzip): what the login screen, its layout and the app shell (spinner, toasts, offline dialog, chunk
 * error, the adapter's own errors and the session's notices) show, as namespaces or dotted keys. The build
 * emits it as a chunk of its own (`metadata/i18n/<locale>.json?shell`, see vite.config.ts); the whole
 * catalogue follows when another screen or a signed-in user needs it (RootGate). A key missing here shows
 * raw on the login page: the login e2e and axe specs read that page's text.
 *
 * @example SHELL_CATALOGUE.screens.includes(route.screen) // the route can show before the whole catalogue
 */
export const SHELL_CATALOGUE = {
  keys: [
    'app',
    'auth',
    'common',
    'offline',
    'pages',
    'session',
    'routes.login',
    'errors.BLOCK_SHARED_USER',
    'errors.CONNECTION_ERROR',
    'errors.INTERNAL_ERROR',
    'errors.LOGIN_REQUIRED',
    'errors.TIMEOUT',
  ],
  screens: ['login'],
} as const;
