import { useRuntime } from './useRuntime';
import type { NotificationSeverity } from '../../runtime/notifications/createNotificationStore';

/** The toast function (stable: it comes from the store). */
export function useNotify(): (severity: NotificationSeverity, message: string) => void {
  return useRuntime().notifications.getState().notify;
}
