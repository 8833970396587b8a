import type { ApprovalDeadline } from '../../runtime/formApproval/ApprovalFlow';

const HOUR_MS = 3_600_000;

/**
 * When a round started at `from` becomes late under a flow's deadline; null without a deadline.
 *
 * @example deadlineAt({ unit: 'days', amount: 2 }, new Date('2026-11-26T10:00:00Z')) // 2026-11-28T10:00:00Z
 */
export function deadlineAt(deadline: ApprovalDeadline, from: Date): Date | null {
  if (deadline.unit === 'none' || deadline.amount < 1) return null;
  const hours = deadline.unit === 'days' ? deadline.amount * 24 : deadline.amount;
  return new Date(from.getTime() + hours * HOUR_MS);
}
