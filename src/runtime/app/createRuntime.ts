import { createConnectivityStore, type ConnectivitySource } from '../connectivity/createConnectivityStore';
import { createTranslator, DEFAULT_LOCALE } from '../i18n/createTranslator';
import type { AppMetadata } from '../metadata/AppMetadata';
import { createNotificationStore } from '../notifications/createNotificationStore';
import { createPrefetch } from '../prefetch/createPrefetch';
import type { AdapterDeps } from '../protocol/AdapterDeps';
import type { CommandFn } from '../protocol/CommandFn';
import { createSessionStore, type SessionStore } from '../session/createSessionStore';
import type { TokenStorage } from '../session/TokenStorage';
import type { CampoRuntime } from './CampoRuntime';
import { TIMING } from '../constants/TIMING';
import { createEventBus } from '../events/createEventBus';
import { createLookupStore } from '../lookups/createLookupStore';
import { TOKEN_KEY } from '../session/createSessionStore';
import { createStartupStore } from '../startup/StartupState';
import { createTourStore } from '../tour/createTourStore';

export interface RuntimeOptions {
  metadata: AppMetadata;
  /** Builds the command function from the app's toasts, translations and session (HTTP or memory adapter). */
  makeCommand: (deps: AdapterDeps & { getToken: () => string | null }) => CommandFn;
  storage: TokenStorage;
  connectivity: ConnectivitySource;
  /**
   * The longest start-up wait before deciding where a stored session goes (spec: 2000 ms); the decision
   * comes as soon as the user check (ConsultarUsuarioLogado) answers when that is sooner.
   */
  startupWaitMs?: number;
  /**
   * Loads a language's messages on demand when `metadata.messages` holds only some (the browser starts
   * with none); a loaded catalogue joins `metadata.messages`, where label overrides find it. Without the
   * start language given, only its shell part (`part` 'shell', SHELL_CATALOGUE) is loaded first, the
   * whole of it when a screen needs it (`startup.loadMessages`).
   */
  loadMessages?: (locale: string, part?: 'all' | 'shell') => Promise<object>;
}

/**
 * Wires the headless app: translator, toasts, session and connectivity around one command function.
 * The adapter is injected, so the runtime never imports src/adapters and tests pass a memory adapter.
 *
 * @example
 * const runtime = createRuntime({ metadata, storage: localStorage, connectivity: window,
 *   makeCommand: (deps) => createHttpAdapter({ ...deps, timeouts }) });
 */
export function createRuntime(options: RuntimeOptions): CampoRuntime {
  const { loadMessages } = options;
  const { messages: catalogues } = options.metadata;
  // The login page needs only the start language's shell part: i18next loads that until the whole
  // catalogue is asked for (loadWhole).
  const shellFirst = Boolean(loadMessages) && !catalogues[DEFAULT_LOCALE];
  let wholeAsked = !shellFirst;
  const i18n = createTranslator(
    catalogues,
    undefined,
    loadMessages &&
      (async (locale) => {
        if (!wholeAsked && locale === DEFAULT_LOCALE) return loadMessages(locale, 'shell');
        const messages = await loadMessages(locale, 'all');
        catalogues[locale] = messages;
        return messages;
      }),
  );
  // The whole start language joins the bundle and is announced the way i18next announces a loaded
  // language, so the company's label overrides are laid over it too (BrandedTheme).
  const loadWhole =
    loadMessages && shellFirst
      ? async () => {
          wholeAsked = true;
          const messages = await loadMessages(DEFAULT_LOCALE, 'all');
          catalogues[DEFAULT_LOCALE] = messages;
          i18n.addResourceBundle(DEFAULT_LOCALE, 'translation', messages, true, true);
          i18n.emit('loaded', { [DEFAULT_LOCALE]: ['translation'] });
        }
      : undefined;
  const t = (key: string) => i18n.t(key);
  const notifications = createNotificationStore();
  const notify = notifications.getState().notify;
  // The session is created after the command, which reaches it lazily: a LOGIN_REQUEST answer clears the
  // session and the navigation guard then sends the user to /login?redirect=<current path>.
  const late: { session?: SessionStore } = {};
  const command = options.makeCommand({
    notify,
    settle: notifications.getState().settle,
    t,
    getToken: () => late.session?.getState().token ?? null,
    onLoginRequest: () => late.session?.getState().clear(),
  });
  const session = createSessionStore({ command, storage: options.storage, notify, t });
  late.session = session;
  // Answers asked at boot for a saved session (prefetchStartPage) are dropped when the user check says
  // the session is over: the login page comes next, and another user may log in.
  const prefetch = createPrefetch(command);
  session.subscribe((state) => {
    if (state.status !== 'checking' && state.status !== 'authenticated') prefetch.discard();
  });
  // Start-up waits only when there is a stored session to decide about, and only until the user check
  // answers (the session leaves 'checking'), the spec's wait being the longest.
  const startup = createStartupStore(!options.storage.getItem(TOKEN_KEY), loadWhole);
  // A stored session is headed past the login page: its screens need the whole catalogue, so it loads
  // alongside the user check.
  if (options.storage.getItem(TOKEN_KEY)) startup.getState().loadMessages();
  if (!startup.getState().ready) {
    const decide = () => {
      clearTimeout(timer);
      stopWatching();
      startup.setState({ ready: true });
    };
    const timer = setTimeout(decide, options.startupWaitMs ?? TIMING.startupWait);
    const stopWatching = session.subscribe((state) => {
      if (state.status !== 'checking') decide();
    });
  }
  return {
    metadata: options.metadata,
    command: prefetch.command,
    session,
    notifications,
    connectivity: createConnectivityStore(options.connectivity),
    i18n,
    lookups: createLookupStore(),
    events: createEventBus(),
    startup,
    tour: createTourStore(command, session),
    prefetch,
  };
}
