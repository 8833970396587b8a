/**
 * Who asks for something restricted to an audience (libraries, forms, form folders): what the
 * audience's role, squad and employee lists are matched against.
 */
export interface AudienceViewer {
  companyId: number;
  userId: number;
  /** Company administrators (group 158 or the owner) see everything. */
  isCompanyAdmin: boolean;
  groupIds: readonly number[];
  /** The work groups (squad records) listing the user as a member. */
  squadIds: readonly number[];
}

/** An audience: role (permission group) ids, work group (squad record) ids and employee (user) ids. */
export type { Audience } from '../../runtime/protocol/answers/Audience';
