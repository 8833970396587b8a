export type RoleRequirement = 'companyAdmin' | 'companyOwner' | 'templateCompany';

/**
 * What a route (or a menu item) asks of the user. Read by canAccess only; renderers never read roles.
 */
export interface AccessRule {
  /** Opens without login. */
  public?: boolean;
  /** Functionality code that must be active… */
  functionality?: string;
  /** …at this level (EDIT for new/edit routes, VIEW for lists and views). */
  level?: 'VIEW' | 'EDIT';
  /** Role-only routes: company administrator, company owner or template-company user. */
  role?: RoleRequirement;
  /** Platform administrator only (the /admin area). */
  admin?: boolean;
  /** Also open to the platform administrator, who otherwise reaches only admin routes. */
  adminAllowed?: boolean;
  /** A limited functionality (LIMITES_PERMISSOES_NEXT key) that must be allowed, e.g. `supersetDashboard`. */
  permission?: string;
}
