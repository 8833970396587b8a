import type { CommandFn } from '../protocol/CommandFn';
import type { SessionStore } from '../session/createSessionStore';
import type { TourSettings } from './TourSettings';

/**
 * Keeps the user's tour settings in the session and saves them with SaveUserTourSettings, quietly: a
 * tour or a screen's introduction must never interrupt with an error toast.
 *
 * @example saveTourSettings(command, session, { ...settings, skip: true });
 */
export function saveTourSettings(command: CommandFn, session: SessionStore, settings: TourSettings): void {
  const text = JSON.stringify(settings);
  session.getState().setTourSettings(text);
  void command('SaveUserTourSettings', { TOUR_SETTINGS: text }, { silent: true }).catch(() => undefined);
}
