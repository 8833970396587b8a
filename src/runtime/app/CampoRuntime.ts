import type { i18n } from 'i18next';
import type { StoreApi } from 'zustand/vanilla';
import type { ConnectivityState } from '../connectivity/createConnectivityStore';
import type { AppMetadata } from '../metadata/AppMetadata';
import type { NotificationStore } from '../notifications/createNotificationStore';
import type { CommandFn } from '../protocol/CommandFn';
import type { SessionStore } from '../session/createSessionStore';

/** Everything a screen may use, handed to the renderers through one context. */
export interface CampoRuntime {
  metadata: AppMetadata;
  command: CommandFn;
  session: SessionStore;
  notifications: NotificationStore;
  connectivity: StoreApi<ConnectivityState>;
  i18n: i18n;
}
