/** Who reviews a form's revisions: a role or a work group (spec 001 §6 "Approval by role or work group"). */
export interface ApprovalResponsible {
  kind: 'role' | 'squad';
  id: number;
}

/** Who approves last, after the minimum number of approvals: a named person or a role. */
export interface FinalApprover {
  kind: 'employee' | 'role';
  id: number;
}

/** How long a revision may wait before it is late: none, or an amount of hours or days. */
export interface ApprovalDeadline {
  unit: 'none' | 'hours' | 'days';
  amount: number;
}

/**
 * The settings of an approval flow (schema campo:commands/SalvarFluxoAprovacao#/definitions/flow), the
 * default flow's and every custom flow's. `enabled` only matters for the default flow.
 *
 * @example { responsibles: [{ kind: 'role', id: 158 }], minApprovals: 2, finalApprover: null, deadline: { unit: 'days', amount: 2 } }
 */
export interface ApprovalFlowSettings {
  responsibles: ApprovalResponsible[];
  minApprovals: number;
  finalApprover: FinalApprover | null;
  deadline: ApprovalDeadline;
}

/** A flow as ConsultarFluxosAprovacao answers it; `forms` only for custom flows. */
export interface ApprovalFlow extends ApprovalFlowSettings {
  id: number;
  kind: 'default' | 'custom';
  name: string;
  enabled: boolean;
  forms: { id: number; name: string }[];
}

/** The default flow a company has before saving one: off, nobody responsible. */
export const DEFAULT_APPROVAL_FLOW: ApprovalFlowSettings & { enabled: boolean } = {
  enabled: false,
  responsibles: [],
  minApprovals: 1,
  finalApprover: null,
  deadline: { unit: 'none', amount: 0 },
};
