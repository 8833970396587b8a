import { lazy, type ComponentType } from 'react';
import { loadChunk } from './loadChunk';

/**
 * React.lazy over loadChunk: the component's chunk is retried by one page reload, then reported to the
 * nearest ChunkErrorBoundary.
 *
 * @example login: lazyScreen('login', () => import('../screens/login').then((m) => ({ default: m.LoginScreen })))
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyScreen<C extends ComponentType<any>>(name: string, load: () => Promise<{ default: C }>) {
  return lazy(() => loadChunk(name, load));
}
