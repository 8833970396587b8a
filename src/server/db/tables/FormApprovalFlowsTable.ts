import type { Generated, JSONColumnType } from 'kysely';
import type {
  ApprovalDeadline,
  ApprovalResponsible,
  FinalApprover,
} from '../../../runtime/formApproval/ApprovalFlow';
import type { DefaultTimestamp } from './DefaultTimestamp';

/** A company's default or custom form approval flow (migration 0024; docs/form-approval.md). */
export interface FormApprovalFlowsTable {
  company_id: number;
  id: Generated<number>;
  kind: 'default' | 'custom';
  name: Generated<string>;
  enabled: Generated<boolean>;
  responsibles: JSONColumnType<ApprovalResponsible[], string, string>;
  min_approvals: number;
  final_approver: JSONColumnType<FinalApprover | null, string | null, string | null>;
  deadline: JSONColumnType<ApprovalDeadline, string, string>;
  updated_by: number | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** A form that does not follow the default flow: a custom flow, or null when out of approval (migration 0024). */
export interface FormApprovalAssignmentsTable {
  company_id: number;
  form_id: number;
  flow_id: number | null;
  updated_by: number | null;
  updated_at: DefaultTimestamp;
}
