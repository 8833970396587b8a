/**
 * One entry of `metadata/menus.json` (schema `campo:metadata/menus`): either a link to a route (by
 * name), an action (`logout`), or a group of children shown as a dropdown.
 */
export interface MenuItemMeta {
  id: string;
  /** i18n key of the label. */
  label: string;
  /** Route name from metadata/routes.json. */
  route?: string;
  action?: 'logout';
  /** Overrides the route's functionality for the menu only. */
  functionality?: string;
  level?: 'VIEW' | 'EDIT';
  /** A limited-functionality permission check (e.g. `supersetDashboard`). */
  permission?: string;
  /** Present in metadata but never shown (goods and services). */
  hidden?: boolean;
  /** Position among siblings; menus.json leaves it out (10, 20, 30... by position), entity items set it. */
  order?: number;
  children?: MenuItemMeta[];
}

/** The header menu per audience and the user menu. */
export interface MenusMeta {
  headers: {
    company: MenuItemMeta[];
    templateCompany: MenuItemMeta[];
    admin: MenuItemMeta[];
  };
  user: MenuItemMeta[];
}
