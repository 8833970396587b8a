import { createStore, type StoreApi } from 'zustand/vanilla';

export interface StartupState {
  /** False during the start-up wait (2 s) while a stored session is being checked. */
  ready: boolean;
  /** The overdue-payment alert is showing (owner, 15 days or more). */
  paymentAlert: boolean;
  dismissPaymentAlert: () => void;
}

export type StartupStore = StoreApi<StartupState>;

/** The start-up flags the shell draws from; see startSessionTimers for what sets them. */
export function createStartupStore(ready: boolean): StartupStore {
  return createStore<StartupState>()((set) => ({
    ready,
    paymentAlert: false,
    dismissPaymentAlert: () => set({ paymentAlert: false }),
  }));
}
