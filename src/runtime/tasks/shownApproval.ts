import type { TaskStateName } from './TaskStateName';

export type TaskApproval = 'pending' | 'approved' | 'disapproved';

/**
 * The approval state a screen or export shows for a task: a task that needs approval is stored as
 * `pending` from its creation, but nothing waits for an approver until it is filled, so "Aprovação
 * pendente" is shown only for a finished task; approved and disapproved always show.
 *
 * @example shownApproval('pending', 'planned') // null
 * @example shownApproval('pending', 'finished') // 'pending'
 */
export function shownApproval(
  approval: TaskApproval | null | undefined,
  state: TaskStateName,
): TaskApproval | null {
  if (!approval) return null;
  return approval === 'pending' && state !== 'finished' ? null : approval;
}
