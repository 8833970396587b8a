import { createElement, lazy, type ComponentType, type FunctionComponent } from 'react';
import { loadChunk } from './loadChunk';

/** A screen or layout whose code downloads on first use; `preload()` starts it (and tells when it is in). */
export type LazyScreen<P> = FunctionComponent<P> & { preload(): Promise<void> };

/**
 * A screen or layout in a chunk of its own. Until its code is in, it renders through React.lazy over
 * loadChunk (the chunk is retried by one page reload, then reported to the nearest ChunkErrorBoundary).
 * Once the code is in, from a `preload()` or an earlier render, it renders the component itself: a
 * page whose code came ahead of it (the router waits for it, createAppRoutes) never suspends, so React
 * neither shows the spinner nor holds the page back for its 300 ms reveal throttle (issue 13: opening a
 * form waited some 250 ms on that).
 *
 * @example login: lazyScreen('login', () => import('../screens/login').then((m) => ({ default: m.LoginScreen })))
 */
export function lazyScreen<P extends object>(
  name: string,
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
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
  const Lazy = lazy(() => loadChunk(name, download));
  function Screen(props: P) {
    return createElement(loaded ?? Lazy, props);
  }
  Screen.displayName = `LazyScreen(${name})`;
  return Object.assign(Screen, {
    preload: () =>
      download().then(
        () => undefined,
        () => undefined,
      ),
  });
}
