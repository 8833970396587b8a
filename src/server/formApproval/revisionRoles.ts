import type { AudienceViewer } from '../access/AudienceViewer';
import type { RevisionFlow } from './RevisionFlow';

type Viewer = Pick<AudienceViewer, 'userId' | 'groupIds' | 'squadIds'>;

/**
 * Whether the viewer is one of a flow's responsibles: a user of one of its roles or a member of one of
 * its work groups (spec 001 §6 "approval by role or work group"). Administrators are not responsibles by
 * being administrators: only the flow's people decide.
 *
 * @example isResponsible(flow, viewer) // true when viewer.groupIds includes the flow's role 159
 */
export function isResponsible(flow: RevisionFlow, viewer: Viewer): boolean {
  return flow.responsibles.some((r) =>
    r.kind === 'role' ? viewer.groupIds.includes(r.id) : viewer.squadIds.includes(r.id),
  );
}

/**
 * Whether the viewer is the flow's final approver: the named employee, or a user of the named role.
 *
 * @example isFinalApprover(flow, viewer) // true when flow.finalApprover is { kind: 'employee', id: viewer.userId }
 */
export function isFinalApprover(flow: RevisionFlow, viewer: Viewer): boolean {
  const final = flow.finalApprover;
  if (!final) return false;
  return final.kind === 'employee' ? final.id === viewer.userId : viewer.groupIds.includes(final.id);
}
