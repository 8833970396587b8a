import type { AudienceViewer } from '../access/AudienceViewer';
import type { TaskRow } from './TaskRow';

/**
 * Whether the caller is the task's responsible: the employee itself, a member of the responsible squad
 * (work group), or, for a shared-code task, any user of the company (the code identifies the field
 * worker outside the product; who typed it is not known to the server). Company admins do not fill in
 * someone else's place.
 *
 * @example canFillTask(task, viewer) // true when task.responsible_id === viewer.userId
 */
export function canFillTask(
  task: Pick<TaskRow, 'company_id' | 'responsible_kind' | 'responsible_id'>,
  viewer: Pick<AudienceViewer, 'companyId' | 'userId' | 'squadIds'>,
): boolean {
  if (task.company_id !== viewer.companyId) return false;
  if (task.responsible_kind === 'sharedCode') return true;
  if (task.responsible_kind === 'employee') return task.responsible_id === viewer.userId;
  return task.responsible_id !== null && viewer.squadIds.includes(task.responsible_id);
}
