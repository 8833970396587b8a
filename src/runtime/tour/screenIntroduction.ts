import type { CommandFn } from '../protocol/CommandFn';
import type { SessionStore } from '../session/createSessionStore';
import { saveTourSettings } from './saveTourSettings';
import { parseTourSettings } from './TourSettings';

/**
 * A screen's own introduction (the PDF editor's help), shown on the user's first visit: remembered as
 * `tours[name].done` beside the guided tour's state, so it is seen once across devices. Kept out of the
 * tour store so the login page does not carry it.
 *
 * @example if (!screenIntroduction.seen(session, 'pdfEditor')) open(); ... screenIntroduction.markSeen(command, session, 'pdfEditor');
 */
export const screenIntroduction = {
  seen(session: SessionStore, name: string): boolean {
    return parseTourSettings(session.getState().tourSettings).tours[name]?.done === true;
  },
  markSeen(command: CommandFn, session: SessionStore, name: string): void {
    const current = parseTourSettings(session.getState().tourSettings);
    saveTourSettings(command, session, { ...current, tours: { ...current.tours, [name]: { done: true } } });
  },
};
