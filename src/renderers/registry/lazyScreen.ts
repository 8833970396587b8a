import { createElement, lazy, useState, type ComponentType, type FunctionComponent } from 'react';
import { loadChunk } from './loadChunk';

/**
 * A screen or layout whose code downloads on first use. `preload()` starts the download early (boot);
 * `prepare()` does too, and once the code is in, the next mount draws the component itself (the router's
 * first visit to a page: createAppRoutes).
 */
export type LazyScreen<P> = FunctionComponent<P> & { preload(): Promise<void>; prepare(): Promise<void> };

/**
 * A screen or layout in a chunk of its own, rendered through React.lazy over loadChunk (the chunk is
 * retried by one page reload, then reported to the nearest ChunkErrorBoundary).
 *
 * After `prepare()` has its code in, a new mount renders the component itself and never suspends, so
 * React neither shows the spinner nor holds the page back for its 300 ms reveal throttle: the router
 * waits for a page's code on its first visit (issue 13: opening a form waited some 250 ms on that
 * throttle). At boot the code is only preloaded: the layout and the opened screen still come in commits
 * of their own, which keeps a phone's start-up from one long task (the mobile task list's blocking time
 * grew by a third when they came in one). A mounted screen keeps the way it was drawn.
 *
 * @example login: lazyScreen('login', () => import('../screens/login').then((m) => ({ default: m.LoginScreen })))
 */
export function lazyScreen<P extends object>(
  name: string,
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  let prepared = false;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  // One download however many ask; a failed one is asked again next time (loadChunk's retry).
  const download = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const settled = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      () => undefined,
    );
  const Lazy = lazy(() => loadChunk(name, download));
  function Screen(props: P) {
    const [Component] = useState<ComponentType<P>>(() => (prepared && loaded) || Lazy);
    return createElement(Component, props);
  }
  Screen.displayName = `LazyScreen(${name})`;
  return Object.assign(Screen, {
    preload: () => settled(download()),
    prepare: () =>
      settled(
        download().then(() => {
          prepared = true;
        }),
      ),
  });
}
