import type { AccessRule } from '../access/AccessRule';

export type LayoutType = 'main' | 'auth' | 'bare';

/**
 * One route of `metadata/routes.json` (schema `campo:metadata/routes`). The access fields come from
 * AccessRule so the guard and the menus read the same declaration.
 */
export interface RouteMeta extends AccessRule {
  /** Stable name menus and code refer to, e.g. `task.view`. */
  name: string;
  /** react-router path, e.g. `/task/view/:id`, `/recovery/:code?`. */
  path: string;
  /** Screen type looked up in the renderer registry. */
  screen: string;
  layout: LayoutType;
  /** i18n key of the page title. */
  title: string;
  /** The `token` query is the page's own (a share link's), so the guard does not log in with it. */
  pageToken?: boolean;
  /** What the offline dialog offers: `continue` where the screen keeps working offline (form edit). */
  offline?: 'continue' | 'reload';
  /** Entity pages (derived from metadata/entities at boot): the entity's name, e.g. `client`. */
  entity?: string;
}
