import type { MenuItemMeta, MenusMeta } from '../metadata/MenuMeta';
import type { LoggedUser } from '../session/LoggedUser';
import { TEMPLATE_COMPANY_ID } from '../access/canAccess';

/**
 * Which header a user sees: the admin menu for the platform administrator, the template-company menu for
 * template-company users, the main header otherwise.
 *
 * @example headerMenuFor(menus, adminUser) === menus.headers.admin
 */
export function headerMenuFor(menus: MenusMeta, user: LoggedUser | null): MenuItemMeta[] {
  if (user?.isAdmin) return menus.headers.admin;
  if (user?.isTemplateCompany || user?.companyId === TEMPLATE_COMPANY_ID)
    return menus.headers.templateCompany;
  return menus.headers.company;
}
