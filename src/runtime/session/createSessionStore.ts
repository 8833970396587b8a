import { createStore, type StoreApi } from 'zustand/vanilla';
import type { LimitEntry } from '../access/AccessContext';
import type { Level } from '../access/Level';
import type { NavigationContext } from '../navigation/NavigationContext';
import type { NotificationSeverity } from '../notifications/createNotificationStore';
import type { Plan } from '../plans/planFromBackend';
import { CommandError } from '../protocol/CommandError';
import type { CommandFn } from '../protocol/CommandFn';
import type { LoggedUser, LoggedUserAnswer } from './LoggedUser';
import type { TokenStorage } from './TokenStorage';

export const TOKEN_KEY = 'campo.token';

/** What a login attempt ended in: in, refused (the adapter already showed why), or a blocked shared user. */
export type LoginOutcome = 'ok' | 'failed' | 'shared';

export interface SessionState {
  status: NavigationContext['status'];
  token: string | null;
  user: LoggedUser | null;
  functionalities: Record<string, Level>;
  limits: Record<string, LimitEntry>;
  positions: string[];
  tourSettings: string;
  /** The company's plan (USUARIO_LOGADO's PLAN, then GetCompanyPlanFromBackend every refresh). */
  plan: Plan | null;
  /** ONBOARDING_COMPLETED of the last user check (true when the server does not say). */
  onboardingCompleted: boolean;
  locale: string | null;
  login: (username: string, password: string) => Promise<LoginOutcome>;
  /** Logs in with a token from a link (`?token=`), then checks the user. */
  loginWithToken: (token: string) => Promise<LoginOutcome>;
  /** Ends the session; `announce` shows the LOGGED_OFF toast (a user's own logout, not a blocked one). */
  logout: (announce?: boolean) => Promise<void>;
  /** Bumped when the profile photo changes, so avatars fetch it again. */
  photoVersion: number;
  bumpPhoto: () => void;
  /** ConsultarUsuarioLogado; true when the user is (still) logged in. */
  refreshUser: () => Promise<boolean>;
  /**
   * The 10-second refresh (spec 000 section 6): the user's levels and limits (ConsultarUsuarioLogado)
   * and the plan (GetCompanyPlanFromBackend). Quiet: failures keep what is known.
   */
  refreshPermissions: () => Promise<void>;
  /** Adopts a token handed over by another window (cross-window channel) and checks the user. */
  adoptToken: (token: string) => Promise<LoginOutcome>;
  /** Keeps the tour settings text in the session after SaveUserTourSettings. */
  setTourSettings: (text: string) => void;
  /** At boot: a stored token is checked with the server so a reload keeps the session. */
  restore: () => Promise<void>;
  /** Forgets the session locally (LOGIN_REQUEST, failed keep-alive). */
  clear: () => void;
}

export interface SessionDeps {
  command: CommandFn;
  storage: TokenStorage;
  notify: (severity: NotificationSeverity, message: string) => void;
  t: (key: string) => string;
}

export type SessionStore = StoreApi<SessionState>;

const EMPTY = {
  user: null,
  functionalities: {},
  limits: {},
  positions: [],
  tourSettings: '',
  plan: null,
  onboardingCompleted: true,
};

/**
 * The session (spec 000 section 4) as a headless zustand store: token persisted in storage, user,
 * functionalities and limits from ConsultarUsuarioLogado, and the login/logout flows with their toasts.
 *
 * @example
 * const session = createSessionStore({ command, storage: localStorage, notify, t });
 * await session.getState().login('Dono@Demo.Campo', 'Campo@2026'); // 'ok'
 */
export function createSessionStore(deps: SessionDeps): SessionStore {
  const { command, storage, notify, t } = deps;
  const stored = storage.getItem(TOKEN_KEY);

  return createStore<SessionState>()((set, get) => {
    const setToken = (token: string | null) => {
      if (token) storage.setItem(TOKEN_KEY, token);
      else storage.removeItem(TOKEN_KEY);
      set({ token });
    };

    /** Loads the user; a shared (rotating) user is warned and logged out, as the spec asks. */
    const loadUser = async (silent = false): Promise<LoginOutcome> => {
      const answer = await command<LoggedUserAnswer>(
        'ConsultarUsuarioLogado',
        { INTERFACE: 'FLOW' },
        silent ? { silent: true } : { silentOnSuccess: true },
      );
      if (answer.ROTATIVO || answer.USUARIO_LOGADO.isShared) {
        notify('warning', t('errors.BLOCK_SHARED_USER'));
        await get().logout();
        return 'shared';
      }
      set({
        status: 'authenticated',
        user: answer.USUARIO_LOGADO,
        functionalities: answer.FUNCTIONALITIES ?? {},
        limits: (answer.LIMITES_PERMISSOES_NEXT ?? {}) as Record<string, LimitEntry>,
        positions: answer.CARGO ?? [],
        tourSettings: answer.CONFIGURACOES_TOUR ?? '',
        plan: answer.PLAN ?? get().plan,
        onboardingCompleted: answer.ONBOARDING_COMPLETED ?? true,
        locale: answer.USUARIO_LOGADO.locale || get().locale,
      });
      return 'ok';
    };

    const afterToken = async (token: string, locale: string | null): Promise<LoginOutcome> => {
      setToken(token);
      if (locale) set({ locale });
      try {
        const outcome = await loadUser();
        if (outcome === 'ok') notify('success', t('session.LOGGED_IN'));
        return outcome;
      } catch {
        get().clear();
        return 'failed';
      }
    };

    return {
      status: stored ? 'checking' : 'anonymous',
      token: stored,
      ...EMPTY,
      locale: null,

      login: async (username, password) => {
        try {
          const answer = await command<{ AUTH_TOKEN: string; LOCALE?: string }>(
            'Login',
            { USERNAME: username.trim().toLowerCase(), PASSWORD: password },
            { silentOnSuccess: true },
          );
          return await afterToken(answer.AUTH_TOKEN, answer.LOCALE ?? null);
        } catch {
          return 'failed';
        }
      },

      loginWithToken: (token) => afterToken(token, null),

      logout: async (announce = false) => {
        if (get().token)
          await command('Logout', {}, { silent: true, ignoreLoginRequest: true }).catch(() => undefined);
        get().clear();
        if (announce) notify('success', t('session.LOGGED_OFF'));
      },

      photoVersion: 0,
      bumpPhoto: () => set((s) => ({ photoVersion: s.photoVersion + 1 })),

      refreshUser: async () => {
        if (!get().token) return false;
        try {
          return (await loadUser()) === 'ok';
        } catch (error) {
          // Only an unreachable server keeps the token: a reload must not lose the session offline.
          if (
            error instanceof CommandError &&
            (error.code === 'CONNECTION_ERROR' || error.code === 'TIMEOUT')
          ) {
            if (get().status !== 'authenticated') set({ status: 'unreachable' });
            return false;
          }
          get().clear();
          return false;
        }
      },

      refreshPermissions: async () => {
        if (get().status !== 'authenticated' || get().user?.isAdmin) return;
        try {
          await loadUser(true);
          // The server computes PLAN (docs/access-commands.md); the login page need not carry dayjs.
          const answer = await command<{ PLAN?: Plan }>('GetCompanyPlanFromBackend', {}, { silent: true });
          if (answer.PLAN) set({ plan: answer.PLAN });
        } catch (error) {
          if (error instanceof CommandError && error.loginRequest) get().clear();
        }
      },

      adoptToken: async (token) => {
        if (token === get().token && get().status === 'authenticated') return 'ok';
        setToken(token);
        try {
          return await loadUser(true);
        } catch {
          get().clear();
          return 'failed';
        }
      },

      setTourSettings: (text) => set({ tourSettings: text }),

      restore: async () => {
        if (!get().token) {
          set({ status: 'anonymous' });
          return;
        }
        set({ status: 'checking' });
        await get().refreshUser();
      },

      clear: () => {
        setToken(null);
        set({ status: 'anonymous', ...EMPTY });
      },
    };
  });
}
