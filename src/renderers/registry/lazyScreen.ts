import { createElement, lazy, useState, type ComponentProps, type ComponentType } from 'react';
import { loadChunk } from './loadChunk';

/**
 * React.lazy over loadChunk: the component's chunk is retried by one page reload, then reported to the
 * nearest ChunkErrorBoundary. `preload()` starts the download before the component renders; once it has
 * arrived, the component renders at once instead of suspending (issue 13: on the task list each lazy
 * layer suspended its first render even with its chunk in, and React's retries, spaced out and redone
 * from the boundary, delayed the first rows' paint). An instance keeps the way it mounted with, so a
 * component shown through the lazy one is not swapped (and remounted) when its chunk arrives.
 *
 * @example login: lazyScreen('login', () => import('../screens/login').then((m) => ({ default: m.LoginScreen })))
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyScreen<C extends ComponentType<any>>(name: string, load: () => Promise<{ default: C }>) {
  let loaded: C | undefined;
  // The browser runs one module once, so the render's own load finds the preload's under way or done.
  const remember = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(() => loadChunk(name, remember));
  function LazyScreen(props: ComponentProps<C>) {
    const [mounted] = useState(() => ({ Component: loaded ?? Lazy }));
    return createElement(mounted.Component, props);
  }
  return Object.assign(LazyScreen, { preload: () => void remember().catch(() => undefined) });
}
