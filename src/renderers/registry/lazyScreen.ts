import { lazy, type ComponentType } from 'react';
import { loadChunk } from './loadChunk';

/**
 * React.lazy over loadChunk: the component's chunk is retried by one page reload, then reported to the
 * nearest ChunkErrorBoundary. `preload()` starts the download before the component renders.
 *
 * @example login: lazyScreen('login', () => import('../screens/login').then((m) => ({ default: m.LoginScreen })))
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyScreen<C extends ComponentType<any>>(name: string, load: () => Promise<{ default: C }>) {
  // preload: the same download started ahead of the first render (preloadRoute at boot); the browser
  // runs one module once, so the render's own load finds it under way or done.
  return Object.assign(
    lazy(() => loadChunk(name, load)),
    { preload: () => void load().catch(() => undefined) },
  );
}
