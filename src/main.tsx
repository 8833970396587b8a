import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHashRouter } from 'react-router';
import { createHttpAdapter } from './adapters/http/createHttpAdapter';
import { createRuntime } from './runtime/app/createRuntime';
import { CHANNEL_NAME, createWindowChannel } from './runtime/channel/createWindowChannel';
import { handleChannelMessage } from './runtime/channel/handleChannelMessage';
import { DEFAULT_LOCALE } from './runtime/i18n/createTranslator';
import { bundledAppFiles } from './runtime/metadata/bundledAppFiles';
import { bundledCommandTimeouts } from './runtime/metadata/bundledCommandTimeouts';
import { matchRoute } from './runtime/routes/matchRoute';
import { loadBundledCatalogue } from './runtime/metadata/loadBundledCatalogue';
import { pickAppMetadata } from './runtime/metadata/pickAppMetadata';
import { App } from './renderers/app/App';
import { createAppRoutes } from './renderers/app/createAppRoutes';
import { defaultLayouts } from './renderers/registry/defaultLayouts';
import { defaultScreens } from './renderers/registry/defaultScreens';
import { preloadRoute } from './renderers/registry/preloadRoute';
import { yieldToMain } from './runtime/startup/yieldToMain';

// Boot: read the bundled metadata, wire the runtime around the HTTP adapter, check a stored token so a
// reload keeps the session, then render once the pt-BR catalogue's shell part (a chunk of its own, what
// the login page shows; SHELL_CATALOGUE) is in: the whole catalogue follows when a screen needs it, at
// once for a stored session; other languages load when chosen. The build step and the server validated
// the metadata already; in development it is validated here too, so a broken file is reported (file and
// JSON path) at once.
const metadata = pickAppMetadata(bundledAppFiles());
if (import.meta.env.DEV) {
  void Promise.all([
    import('./runtime/metadata/buildAppMetadata'),
    import('./runtime/metadata/bundledMetadataFiles'),
  ]).then(([{ buildAppMetadata }, { bundledMetadataFiles }]) => buildAppMetadata(bundledMetadataFiles()));
}
const timeouts = bundledCommandTimeouts();
const runtime = createRuntime({
  metadata,
  storage: window.localStorage,
  connectivity: window,
  makeCommand: (deps) => createHttpAdapter({ ...deps, timeouts }),
  loadMessages: loadBundledCatalogue,
});
void runtime.session.getState().restore();
const openedPath = window.location.hash.replace(/^#/, '').split('?')[0] || '/';
// A saved session opening the task list asks its first page now too, not after the screen rendered. The
// query's parsing is a chunk of its own (the login page does not carry it: LOGIN_JS_BUDGET), asked
// before the screen's code so the browser's queue of downloads does not hold it back.
if (
  runtime.session.getState().status === 'checking' &&
  matchRoute(metadata.routes, openedPath)?.route.screen === 'task-list'
)
  void import('./runtime/startup/prefetchStartPage').then(({ prefetchStartPage }) => {
    const { status } = runtime.session.getState();
    if (status === 'checking' || status === 'authenticated')
      prefetchStartPage(metadata.routes, window.location.hash, runtime.prefetch);
  });
// The opened page's code downloads now, alongside the catalogue and the user check.
preloadRoute(
  metadata.routes,
  defaultScreens,
  defaultLayouts,
  openedPath,
  runtime.session.getState().status === 'checking',
);
// The cross-window channel: other tabs (BroadcastChannel) and embedded frames (same-origin messages).
const channel = createWindowChannel(
  window,
  typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null,
  (message, source) => handleChannelMessage(message, source, runtime),
);
// A logout here logs out the other tabs too.
runtime.session.subscribe((state, previous) => {
  if (previous.token && !state.token) channel.broadcast({ type: 'LOGOUT' });
});
const languages = runtime.i18n.loadLanguages(DEFAULT_LOCALE);
void drawApp();

/**
 * Everything above puts requests on the wire; this only computes, so it runs in tasks of its own (a
 * phone's main thread is not held in one long start-up task: issue 13, the mobile task list). Not a
 * top-level await: with one, the bundler gives the lazily imported login screen and layout files of their
 * own, two more requests before the login form shows (LOGIN_JS_BUDGET.files).
 */
async function drawApp() {
  await yieldToMain();
  const app = createAppRoutes(metadata.routes, defaultScreens, defaultLayouts, openedPath);
  const router = createHashRouter(app.routes, { patchRoutesOnNavigation: app.patchRoutesOnNavigation });
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  await languages;
  await yieldToMain();
  createRoot(container).render(
    <StrictMode>
      <App runtime={runtime} router={router} />
    </StrictMode>,
  );
}
