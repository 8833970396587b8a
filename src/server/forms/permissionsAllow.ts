import { audienceIncludes } from '../access/audienceIncludes';
import type { Audience, AudienceViewer } from '../access/AudienceViewer';

/**
 * Whether a form's or a folder's own permissions let the viewer in: company administrators always, an
 * empty configuration everybody, otherwise the listed roles, squads and employees.
 *
 * @example permissionsAllow({ roles: [], squads: [], employees: [] }, viewer) // true
 */
export function permissionsAllow(permissions: Audience, viewer: AudienceViewer): boolean {
  const empty = !permissions.roles.length && !permissions.squads.length && !permissions.employees.length;
  return viewer.isCompanyAdmin || empty || audienceIncludes(permissions, viewer);
}
