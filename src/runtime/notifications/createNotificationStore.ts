import { createStore, type StoreApi } from 'zustand/vanilla';

export type NotificationSeverity = 'success' | 'error' | 'warning' | 'info';

export interface Notification {
  id: number;
  severity: NotificationSeverity;
  message: string;
}

export interface NotificationState {
  items: Notification[];
  /** Queues a toast; returns its id. */
  notify: (severity: NotificationSeverity, message: string) => number;
  dismiss: (id: number) => void;
}

export type NotificationStore = StoreApi<NotificationState>;

/**
 * The tiny notifier between the adapter (and controllers) and the toasts the renderers draw. Headless:
 * the renderers subscribe and draw the toasts (components/Notifications); tests read `items`.
 *
 * @example
 * const toasts = createNotificationStore();
 * toasts.getState().notify('error', 'Não foi possível conectar com o servidor');
 */
export function createNotificationStore(): NotificationStore {
  let next = 1;
  return createStore<NotificationState>()((set) => ({
    items: [],
    notify: (severity, message) => {
      const id = next++;
      set((s) => ({ items: [...s.items, { id, severity, message }] }));
      return id;
    },
    dismiss: (id) => set((s) => ({ items: s.items.filter((n) => n.id !== id) })),
  }));
}
