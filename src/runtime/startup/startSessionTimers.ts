import { isCompanyOwner } from '../access/canAccess';
import { TIMING } from '../constants/TIMING';
import type { SessionStore } from '../session/createSessionStore';
import { startKeepAlive } from '../session/startKeepAlive';
import { tourPending, type TourStore } from '../tour/createTourStore';
import { parseTourSettings } from '../tour/TourSettings';
import type { StartupStore } from './StartupState';

/** Overdue days from which the owner sees the payment alert (spec 000 section 9). */
export const PAYMENT_ALERT_DAYS = 15;
/** Below this width the tour does not open (it points at the desktop header). */
export const TOUR_MIN_WIDTH = 900;

export interface SessionTimerDeps {
  session: SessionStore;
  startup: StartupStore;
  tour: TourStore;
  /** Current viewport width (window.innerWidth). */
  viewportWidth: () => number;
  /** True while the user is on the registration pages (no tour then). */
  registering: () => boolean;
  /** The session was lost during a keep-alive check. */
  onSessionLost: () => void;
  timing?: Partial<typeof TIMING>;
}

/**
 * What runs while a user is signed in (spec 000 sections 2, 6 and 9): the keep-alive check (8 min), the
 * permission and plan refresh (10 s, not for the platform administrator), the overdue-payment alert for
 * the owner (15 days or more, checked at start and after each refresh) and the guided tour 7 s after
 * login (owner, desktop, not registering, not done or skipped). Returns the stop function.
 *
 * @example const stop = startSessionTimers({ session, startup, tour, viewportWidth: () => innerWidth, ... });
 */
export function startSessionTimers(deps: SessionTimerDeps): () => void {
  const timing = { ...TIMING, ...deps.timing };
  const { session, startup, tour } = deps;
  const user = session.getState().user;
  if (!user) return () => undefined;
  const owner = !user.isAdmin && isCompanyOwner(user);
  const stops: Array<() => void> = [startKeepAlive(session, deps.onSessionLost, timing.keepAlive)];

  let alerted = false;
  const checkPayment = () => {
    const days = session.getState().plan?.paymentOverdueDays ?? 0;
    if (owner && !alerted && days >= PAYMENT_ALERT_DAYS) {
      alerted = true;
      startup.setState({ paymentAlert: true });
    }
  };
  checkPayment();

  if (!user.isAdmin) {
    const refresh = setInterval(() => {
      void session.getState().refreshPermissions().then(checkPayment);
    }, timing.permissionRefresh);
    stops.push(() => clearInterval(refresh));
  }

  if (owner) {
    const tourTimer = setTimeout(() => {
      const pending = tourPending(parseTourSettings(session.getState().tourSettings));
      if (pending && deps.viewportWidth() >= TOUR_MIN_WIDTH && !deps.registering()) tour.getState().start();
    }, timing.tourDelay);
    stops.push(() => clearTimeout(tourTimer));
  }
  return () => stops.forEach((stop) => stop());
}
