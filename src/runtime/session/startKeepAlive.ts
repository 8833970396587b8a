import { TIMING } from '../constants/TIMING';
import type { SessionStore } from './createSessionStore';

/**
 * Re-checks the logged user every 8 minutes (spec 000 section 4). When the check finds the session gone,
 * `onLost` runs (the app sends the user to login). Returns the stop function.
 *
 * @example const stop = startKeepAlive(session, () => navigate('/login'));
 */
export function startKeepAlive(
  session: SessionStore,
  onLost: () => void,
  intervalMs: number = TIMING.keepAlive,
): () => void {
  const timer = setInterval(() => {
    if (session.getState().status !== 'authenticated') return;
    void session
      .getState()
      .refreshUser()
      .then((ok) => {
        if (!ok && session.getState().status === 'anonymous') onLost();
      });
  }, intervalMs);
  return () => clearInterval(timer);
}
