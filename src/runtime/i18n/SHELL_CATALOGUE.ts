/**
 * The part of each language catalogue the browser loads first (issue 13: the login page under 200 KB
 * gzip): the namespaces the login screen, its layout and the app shell (spinner, toasts, offline dialog,
 * chunk error, errors from the server) show. The build emits it as a chunk of its own
 * (`metadata/i18n/<locale>.json?shell`, see vite.config.ts); the whole catalogue follows at once, and
 * every other screen waits for it (RootGate).
 *
 * @example SHELL_CATALOGUE.screens.includes(route.screen) // the route can show before the whole catalogue
 */
export const SHELL_CATALOGUE = {
  namespaces: ['app', 'auth', 'common', 'errors', 'offline', 'pages', 'routes', 'session'],
  screens: ['login'],
} as const;
