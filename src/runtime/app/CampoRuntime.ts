import type { i18n } from 'i18next';
import type { StoreApi } from 'zustand/vanilla';
import type { ConnectivityState } from '../connectivity/createConnectivityStore';
import type { AppMetadata } from '../metadata/AppMetadata';
import type { NotificationStore } from '../notifications/createNotificationStore';
import type { Prefetch } from '../prefetch/createPrefetch';
import type { CommandFn } from '../protocol/CommandFn';
import type { SessionStore } from '../session/createSessionStore';
import type { EventBus } from '../events/createEventBus';
import type { LookupStore } from '../lookups/createLookupStore';
import type { StartupStore } from '../startup/StartupState';
import type { TourStore } from '../tour/createTourStore';

/** Everything a screen may use, handed to the renderers through one context. */
export interface CampoRuntime {
  metadata: AppMetadata;
  command: CommandFn;
  session: SessionStore;
  notifications: NotificationStore;
  connectivity: StoreApi<ConnectivityState>;
  i18n: i18n;
  /** Selected lookup entities and address searches, cleared by the router on each navigation. */
  lookups: LookupStore;
  /** Entity and model events from other windows, for screens to reload. */
  events: EventBus;
  /** Start-up wait and the owner's payment alert. */
  startup: StartupStore;
  tour: TourStore;
  /** Answers asked ahead at boot (the task list's first page); `command` hands them over once. */
  prefetch: Prefetch;
}
