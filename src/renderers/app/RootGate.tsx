import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { SHELL_CATALOGUE } from '../../runtime/i18n/SHELL_CATALOGUE';
import { resolveNavigation } from '../../runtime/navigation/resolveNavigation';
import { startSessionTimers } from '../../runtime/startup/startSessionTimers';
import { useStore } from 'zustand';
import { ChunkErrorBoundary } from '../components/ChunkErrorBoundary';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { Notifications } from '../components/Notifications';
import { OfflineDialog } from '../components/OfflineDialog';
import { useAccessContext } from '../hooks/useAccessContext';
import { useRuntime } from '../hooks/useRuntime';
import { useSession } from '../hooks/useSession';

/**
 * The root of every route: asks the runtime guard about the current location and either renders the
 * matched layout and screen or redirects. Also hosts what lives across pages: toasts, the offline dialog,
 * the session timers (keep-alive, 10 s permission refresh, tour, payment alert), the lookup reset on
 * navigation and the document language.
 */
export function RootGate() {
  const runtime = useRuntime();
  const { metadata, session, i18n } = runtime;
  const location = useLocation();
  const navigate = useNavigate();
  const status = useSession((s) => s.status);
  const userId = useSession((s) => s.user?.id);
  const onboardingCompleted = useSession((s) => s.onboardingCompleted);
  const ready = useStore(runtime.startup, (s) => s.ready);
  const messages = useStore(runtime.startup, (s) => s.messages);
  const locale = useSession((s) => s.locale);
  const access = useAccessContext();
  const previousPath = useRef<string | undefined>(undefined);
  const [viewKey, setViewKey] = useState(0);

  const decision = useMemo(
    () =>
      resolveNavigation(
        { pathname: location.pathname, search: location.search },
        {
          routes: metadata.routes,
          menus: metadata.menus,
          access,
          status,
          previousPath: previousPath.current,
          onboardingPending: status === 'authenticated' && !onboardingCompleted,
        },
      ),
    [location.pathname, location.search, metadata, access, status, onboardingCompleted],
  );

  // Lookup picks and address searches belong to one page (spec 000 section 2).
  useEffect(() => {
    runtime.lookups.getState().clear();
  }, [location.pathname, runtime.lookups]);

  useEffect(() => {
    if ('allow' in decision) previousPath.current = location.pathname + location.search;
  }, [decision, location.pathname, location.search]);

  useEffect(() => {
    if (!('tokenLogin' in decision)) return;
    void session
      .getState()
      .loginWithToken(decision.tokenLogin)
      .then(() => navigate(decision.then, { replace: true }));
  }, [decision, session, navigate]);

  const pathRef = useRef(location.pathname);
  pathRef.current = location.pathname;
  useEffect(() => {
    if (status !== 'authenticated' || userId === undefined) return;
    return startSessionTimers({
      session,
      startup: runtime.startup,
      tour: runtime.tour,
      viewportWidth: () => window.innerWidth,
      registering: () => pathRef.current.startsWith('/register'),
      onSessionLost: () => void navigate('/login'),
    });
  }, [status, userId, session, runtime.startup, runtime.tour, navigate]);

  useEffect(() => {
    const lng =
      locale && i18n.options.supportedLngs && i18n.options.supportedLngs.includes(locale) ? locale : 'pt-BR';
    if (i18n.language !== lng) void i18n.changeLanguage(lng);
    document.documentElement.lang = lng;
  }, [locale, i18n]);

  // The login page shows with the catalogue's shell part; any other screen, or a signed-in user, needs
  // the whole catalogue.
  const shellOnly =
    status === 'anonymous' &&
    'allow' in decision &&
    (SHELL_CATALOGUE.screens as readonly string[]).includes(decision.route.screen);
  useEffect(() => {
    if (!shellOnly && !messages) runtime.startup.getState().loadMessages();
  }, [shellOnly, messages, runtime.startup]);

  const reloadView = useCallback(() => setViewKey((k) => k + 1), []);

  let content;
  if (!ready || status === 'checking' || 'tokenLogin' in decision || (!messages && !shellOnly))
    content = <FullPageSpinner />;
  // Keyed by location: a Navigate that stays mounted with the same target would not navigate again.
  else if ('redirect' in decision) content = <Navigate key={location.key} to={decision.redirect} replace />;
  else content = <Outlet key={viewKey} />;

  const offlineMode = 'allow' in decision ? (decision.route.offline ?? 'reload') : 'reload';
  return (
    <>
      <ChunkErrorBoundary key={viewKey}>
        <Suspense fallback={<FullPageSpinner />}>{content}</Suspense>
      </ChunkErrorBoundary>
      <Notifications />
      <OfflineDialog mode={offlineMode} onReconnect={reloadView} />
    </>
  );
}
