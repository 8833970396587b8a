import type { Audience, AudienceViewer } from './AudienceViewer';

/**
 * Whether an audience lists the viewer: itself, one of its roles or one of its work groups. What an
 * empty audience means (nobody but administrators, or everybody) is the caller's rule.
 *
 * @example audienceIncludes({ roles: [160], squads: [], employees: [] }, viewer) // true for an operator
 */
export function audienceIncludes(audience: Audience, viewer: AudienceViewer): boolean {
  return (
    audience.employees.includes(viewer.userId) ||
    audience.roles.some((r) => viewer.groupIds.includes(r)) ||
    audience.squads.some((s) => viewer.squadIds.includes(s))
  );
}
