import type { TourStep } from './TourSettings';

/**
 * What each tour step talks about: `data-tour` ids of the page's elements, the first present wins (the
 * header menus carry their menu id; the task list's main create button "newTask"). A step with none, or
 * whose elements are all hidden (a module not built, a menu the user lacks), shows its card unanchored.
 */
export const TOUR_TARGETS: Readonly<Partial<Record<TourStep, readonly string[]>>> = {
  employees: ['company'],
  newForm: ['forms'],
  taskList: ['tasks'],
  newTask: ['newTask', 'tasks'],
  dashboard: ['dashboard'],
};
