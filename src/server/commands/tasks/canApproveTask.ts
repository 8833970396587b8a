import type { AudienceViewer } from '../../access/AudienceViewer';
import type { TaskRow } from './TaskRow';

/**
 * Whether the caller may decide a task's approval: a company admin, or a user of the task's approval
 * group, which spec 001 lets be a role (permission group id) or a work group (squad record id). The
 * command's TASK_APPROVAL EDIT level is checked by the registry before this.
 *
 * @example canApproveTask(task, viewer) // true when viewer.groupIds includes task.approval_group_id
 */
export function canApproveTask(
  task: Pick<TaskRow, 'company_id' | 'approval_group_id'>,
  viewer: Pick<AudienceViewer, 'companyId' | 'isCompanyAdmin' | 'groupIds' | 'squadIds'>,
): boolean {
  if (task.company_id !== viewer.companyId) return false;
  if (viewer.isCompanyAdmin) return true;
  const group = task.approval_group_id;
  return group !== null && (viewer.groupIds.includes(group) || viewer.squadIds.includes(group));
}
