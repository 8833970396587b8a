/**
 * The app shell's pieces no page needs to show first, each a chunk of its own so the login page does not
 * download them (issue 13): fetched once a screen has shown and the browser is idle
 * (prefetchShellPieces), or on demand should one be needed before that.
 *
 * @example const OfflineDialogView = lazy(() => SHELL_PIECES.offlineDialog().then(...))
 */
export const SHELL_PIECES = {
  offlineDialog: () => import('./OfflineDialogView'),
  notifications: () => import('./NotificationsView'),
};
