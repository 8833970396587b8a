import type { RouteMeta } from '../metadata/RouteMeta';

/** The screen type of a module not built yet: its route answers "Em breve" (schema `campo:metadata/routes`). */
export const PLANNED_SCREEN = 'planned';

/**
 * Whether a route belongs to a module not built yet. An entity file built later replaces such a route in
 * place (entityRoutes), so the menus and links that were hidden appear with no other change.
 *
 * @example isPlannedRoute({ name: 'dashboard', path: '/dashboard', screen: 'planned', layout: 'main', title: 'x' }) // true
 */
export function isPlannedRoute(route: Pick<RouteMeta, 'screen'>): boolean {
  return route.screen === PLANNED_SCREEN;
}
