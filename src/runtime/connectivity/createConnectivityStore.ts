import { createStore, type StoreApi } from 'zustand/vanilla';

export interface ConnectivityState {
  online: boolean;
}

/** The bits of `window` connectivity needs; a fake in tests. */
export interface ConnectivitySource {
  navigator: { onLine: boolean };
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
}

/**
 * Online/offline state from `navigator.onLine` and the window's online/offline events (spec 000 section 4).
 *
 * @example const net = createConnectivityStore(window); net.getState().online // true
 */
export function createConnectivityStore(source: ConnectivitySource): StoreApi<ConnectivityState> {
  const store = createStore<ConnectivityState>()(() => ({ online: source.navigator.onLine }));
  source.addEventListener('online', () => store.setState({ online: true }));
  source.addEventListener('offline', () => store.setState({ online: false }));
  return store;
}
