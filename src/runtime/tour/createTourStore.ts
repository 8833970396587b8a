import { createStore, type StoreApi } from 'zustand/vanilla';
import { TIMING } from '../constants/TIMING';
import type { CommandFn } from '../protocol/CommandFn';
import type { SessionStore } from '../session/createSessionStore';
import { saveTourSettings } from './saveTourSettings';
import { MAIN_TOUR, TOUR_STEPS, parseTourSettings, type TourSettings, type TourStep } from './TourSettings';

export interface TourState {
  open: boolean;
  index: number;
  step: TourStep;
  settings: TourSettings;
  /** Opens the tour at its first step (started). */
  start: () => void;
  next: () => void;
  back: () => void;
  /** Closes and remembers the choice (skip). */
  skip: () => void;
  /** Last step done: marked done, skipped for ~200 ms, then saved (spec 000 section 4). */
  finish: () => void;
}

export type TourStore = StoreApi<TourState>;

/** Whether the tour should open for these settings: never when skipped or done. */
export function tourPending(settings: TourSettings): boolean {
  return !settings.skip && !settings.tours[MAIN_TOUR]?.done;
}

/**
 * The guided tour as a headless store: steps, progress, and saving with SaveUserTourSettings (quietly:
 * the tour must never interrupt with an error toast). Each step reached sends a TOUR_STEP webhook.
 *
 * @example const tour = createTourStore(command, session); tour.getState().start();
 */
export function createTourStore(command: CommandFn, session: SessionStore): TourStore {
  const save = (settings: TourSettings) => saveTourSettings(command, session, settings);
  const webhook = (step: TourStep) => {
    const user = session.getState().user;
    if (!user) return;
    void command(
      'WebhookTrigger',
      {
        USER: { id: user.id, name: user.name, email: user.email },
        COMPANY: { id: user.companyId, name: user.companyName },
        PAYLOAD: { tour: MAIN_TOUR, step },
        EVENT_TYPE: 'TOUR_STEP',
      },
      { silent: true },
    ).catch(() => undefined);
  };

  return createStore<TourState>()((set, get) => {
    const goTo = (index: number) => {
      const step = TOUR_STEPS[index] ?? 'first';
      const settings = { ...get().settings, progress: { ...get().settings.progress, [step]: true } };
      set({ index, step, settings });
      save(settings);
      webhook(step);
    };
    return {
      open: false,
      index: 0,
      step: 'first',
      settings: parseTourSettings(session.getState().tourSettings),
      start: () => {
        const settings = { ...parseTourSettings(session.getState().tourSettings), started: true };
        set({ open: true, settings });
        goTo(0);
      },
      next: () => {
        if (get().index < TOUR_STEPS.length - 1) goTo(get().index + 1);
      },
      back: () => {
        if (get().index > 0) goTo(get().index - 1);
      },
      skip: () => {
        const settings = { ...get().settings, skip: true };
        set({ open: false, settings });
        save(settings);
      },
      finish: () => {
        const done = {
          ...get().settings,
          skip: true,
          tours: { ...get().settings.tours, [MAIN_TOUR]: { done: true } },
        };
        set({ open: false, settings: done });
        setTimeout(() => {
          const settings = { ...get().settings, skip: false };
          set({ settings });
          save(settings);
        }, TIMING.tourSaveDelay);
      },
    };
  });
}
