import type { NotificationSeverity } from '../notifications/createNotificationStore';

/** What an adapter needs from the app around it: toasts, translations and the session's exit. */
export interface AdapterDeps {
  /** A toast; `topic` is the command whose answer it shows. */
  notify: (severity: NotificationSeverity, message: string, topic?: string) => void;
  /** The command answered success: its earlier error toasts close. */
  settle?: (topic: string) => void;
  /** Translates an i18n key, e.g. `errors.CONNECTION_ERROR`. */
  t: (key: string) => string;
  /** LOGIN_REQUEST: clear the session and go to `/login?redirect=<current path>`. */
  onLoginRequest: () => void;
}
