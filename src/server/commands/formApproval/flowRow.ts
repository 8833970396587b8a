import type { ApprovalFlowSettings } from '../../../runtime/formApproval/ApprovalFlow';

/** The stored columns of a flow's settings, as form_approval_flows takes them. */
export function flowRow(flow: ApprovalFlowSettings, userId: number) {
  return {
    responsibles: JSON.stringify(flow.responsibles),
    min_approvals: flow.minApprovals,
    final_approver: flow.finalApprover ? JSON.stringify(flow.finalApprover) : null,
    deadline: JSON.stringify(flow.deadline.unit === 'none' ? { unit: 'none', amount: 0 } : flow.deadline),
    updated_by: userId,
    updated_at: new Date(),
  };
}
