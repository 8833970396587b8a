import type { ApprovalFlowSettings } from '../../runtime/formApproval/ApprovalFlow';
import { DEMO_FORMS } from './demoForms';

/**
 * The Demo company's default approval flow: the supervisors' role, two approvals, two days; seeded off, so
 * the demo forms the other journeys edit publish at once (an on default flow puts every form's change under
 * review); the approval journey turns it on, or uses the custom flow.
 */
export const DEMO_DEFAULT_APPROVAL_FLOW: ApprovalFlowSettings & { enabled: boolean } = {
  enabled: false,
  responsibles: [{ kind: 'role', id: 159 }],
  minApprovals: 2,
  finalApprover: null,
  deadline: { unit: 'days', amount: 2 },
};

/**
 * The Demo company's custom flow: the safety inspection is reviewed by the supervisors once, then approved
 * last by the company's owner (a final approval), within 24 hours.
 */
export const DEMO_CUSTOM_APPROVAL_FLOW = {
  name: 'Segurança do trabalho',
  finalApproverLogin: 'dono@demo.campo',
  formName: DEMO_FORMS[0]!.model.name,
  settings: {
    responsibles: [{ kind: 'role', id: 159 }],
    minApprovals: 1,
    deadline: { unit: 'hours', amount: 24 },
  } satisfies Omit<ApprovalFlowSettings, 'finalApprover'>,
};
