import type { AudienceViewer } from '../../access/AudienceViewer';
import type { TaskRow } from '../../tasks/TaskRow';

/**
 * Whether the caller may decide a task's approval: a company admin, or a user of the task's approval
 * group, which spec 001 lets be a role (permission group id) or a work group (squad record id), as its
 * kind says (rows written before the kind existed: either). The
 * command's TASK_APPROVAL EDIT level is checked by the registry before this.
 *
 * @example canApproveTask(task, viewer) // true when viewer.groupIds includes task.approval_group_id
 */
export function canApproveTask(
  task: Pick<TaskRow, 'company_id' | 'approval_group_id' | 'approval_group_kind'>,
  viewer: Pick<AudienceViewer, 'companyId' | 'isCompanyAdmin' | 'groupIds' | 'squadIds'>,
): boolean {
  if (task.company_id !== viewer.companyId) return false;
  if (viewer.isCompanyAdmin) return true;
  const group = task.approval_group_id;
  if (group === null) return false;
  const kind = task.approval_group_kind;
  return (
    (kind !== 'squad' && viewer.groupIds.includes(group)) ||
    (kind !== 'role' && viewer.squadIds.includes(group))
  );
}
