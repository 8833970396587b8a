import { createStore, type StoreApi } from 'zustand/vanilla';

export type NotificationSeverity = 'success' | 'error' | 'warning' | 'info';

export interface Notification {
  id: number;
  severity: NotificationSeverity;
  message: string;
  /** What the toast answers for, e.g. the command `SalvarModelo`: a later success of it clears its errors. */
  topic?: string;
}

export interface NotificationState {
  items: Notification[];
  /** Queues a toast; returns its id. The same message of the same topic already open is not repeated. */
  notify: (severity: NotificationSeverity, message: string, topic?: string) => number;
  dismiss: (id: number) => void;
  /**
   * The topic succeeded: its error and warning toasts are out of date and close (a refused save, then the
   * saved one, leaves "Modelo salvo" alone instead of beside the old refusal).
   */
  settle: (topic: string) => void;
}

export type NotificationStore = StoreApi<NotificationState>;

/**
 * The tiny notifier between the adapter (and controllers) and the toasts the renderers draw. Headless:
 * the renderers subscribe and draw the toasts (components/Notifications); tests read `items`.
 *
 * @example
 * const toasts = createNotificationStore();
 * toasts.getState().notify('error', 'Não foi possível conectar com o servidor');
 * toasts.getState().notify('error', 'Revise o workflow', 'SalvarModelo');
 * toasts.getState().settle('SalvarModelo'); // the refusal above closes
 */
export function createNotificationStore(): NotificationStore {
  let next = 1;
  return createStore<NotificationState>()((set, get) => ({
    items: [],
    notify: (severity, message, topic) => {
      const open = topic
        ? get().items.find((n) => n.topic === topic && n.severity === severity && n.message === message)
        : undefined;
      if (open) return open.id;
      const id = next++;
      set((s) => ({ items: [...s.items, { id, severity, message, ...(topic ? { topic } : {}) }] }));
      return id;
    },
    dismiss: (id) => set((s) => ({ items: s.items.filter((n) => n.id !== id) })),
    settle: (topic) =>
      set((s) => ({
        items: s.items.filter(
          (n) => n.topic !== topic || (n.severity !== 'error' && n.severity !== 'warning'),
        ),
      })),
  }));
}
