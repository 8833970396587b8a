/** The guided tour's steps, in order (spec 000 section 2). */
export const TOUR_STEPS = [
  'first',
  'employees',
  'newForm',
  'taskList',
  'newTask',
  'dashboard',
  'last',
] as const;
export type TourStep = (typeof TOUR_STEPS)[number];

/** The tour of the main screens; settings keep one done flag per tour. */
export const MAIN_TOUR = 'main';

/** CONFIGURACOES_TOUR / SaveUserTourSettings (spec 000 section 3): default position 35. */
export interface TourSettings {
  skip: boolean;
  started: boolean;
  position: number;
  progress: Partial<Record<TourStep, boolean>>;
  tours: Record<string, { done: boolean }>;
}

export const DEFAULT_TOUR_POSITION = 35;

/**
 * The settings from their JSON text; anything missing or unreadable takes its default.
 *
 * @example parseTourSettings('') // { skip: false, started: false, position: 35, progress: {}, tours: {} }
 */
export function parseTourSettings(text: string | null | undefined): TourSettings {
  let raw: Partial<TourSettings> = {};
  try {
    raw = text ? (JSON.parse(text) as Partial<TourSettings>) : {};
  } catch {
    raw = {};
  }
  return {
    skip: raw.skip === true,
    started: raw.started === true,
    position: typeof raw.position === 'number' ? raw.position : DEFAULT_TOUR_POSITION,
    progress: raw.progress && typeof raw.progress === 'object' ? raw.progress : {},
    tours: raw.tours && typeof raw.tours === 'object' ? raw.tours : {},
  };
}
