import { isLevelActive } from '../../runtime/access/Level';
import type { AccessSubject } from '../access/AccessSubject';

/**
 * Whose positions a user may see on the map and the websocket: the employees the employee list shows
 * them (every employee of the company with EMPLOYEE at VIEW, as ListarColaboradores), else only itself.
 */
export interface TrackerAudience {
  companyId: number;
  userId: number;
  seesAll: boolean;
}

/**
 * The audience of a user calling a command.
 *
 * @example trackerAudienceOf(session.companyId, session.userId, subject).seesAll // true for a supervisor
 */
export function trackerAudienceOf(
  companyId: number,
  userId: number,
  subject: AccessSubject,
): TrackerAudience {
  return {
    companyId,
    userId,
    seesAll: subject.isCompanyAdmin || isLevelActive(subject.levels.EMPLOYEE, 'VIEW'),
  };
}
