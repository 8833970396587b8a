import { createStore, type StoreApi } from 'zustand/vanilla';

export interface StartupState {
  /** False during the start-up wait (2 s) while a stored session is being checked. */
  ready: boolean;
  /**
   * The whole catalogue of the start language is in. At boot the browser has only its shell part
   * (SHELL_CATALOGUE: what the login page shows); screens other than the shell's wait for this.
   */
  messages: boolean;
  /** Loads the whole catalogue once (RootGate asks when a screen needs it); `messages` turns true. */
  loadMessages: () => void;
  /** The overdue-payment alert is showing (owner, 15 days or more). */
  paymentAlert: boolean;
  dismissPaymentAlert: () => void;
}

export type StartupStore = StoreApi<StartupState>;

/**
 * The start-up flags the shell draws from; see startSessionTimers for what sets them. With `loadWhole`,
 * the start language's catalogue is partial until `loadMessages` has run it (once); a failure counts as
 * done, the screen's own chunk failing being what the user is then told about.
 */
export function createStartupStore(ready: boolean, loadWhole?: () => Promise<void>): StartupStore {
  let loading: Promise<void> | undefined;
  return createStore<StartupState>()((set) => ({
    ready,
    messages: !loadWhole,
    loadMessages: () => {
      if (!loadWhole || loading) return;
      loading = loadWhole()
        .catch(() => undefined)
        .finally(() => set({ messages: true }));
    },
    paymentAlert: false,
    dismissPaymentAlert: () => set({ paymentAlert: false }),
  }));
}
