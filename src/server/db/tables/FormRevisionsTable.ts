import type { Generated } from 'kysely';
import type { RevisionState } from '../../../runtime/formApproval/RevisionState';
import type { DefaultTimestamp } from './DefaultTimestamp';
import type { Timestamp } from './Timestamp';

/** A pending or decided change of a form under an approval flow (migration 0026; docs/form-approval.md). */
export interface FormRevisionsTable {
  company_id: number;
  id: Generated<number>;
  form_id: number;
  /** The custom flow it follows; null: the default flow. */
  flow_id: number | null;
  /** 'cancelled': its form was deleted while it was pending (migration 0028); out of every answer. */
  state: RevisionState | 'cancelled';
  round: Generated<number>;
  base_version: number;
  proposed_version: number;
  author_id: number;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  deadline_at: Timestamp | null;
  reminded_at: Timestamp | null;
  decided_at: Timestamp | null;
  /** The latest round's responsibles' approvals (migration 0028; kept by formApproval/roundSummary). */
  approvals: Generated<number>;
  /** Their user ids. */
  approvers: Generated<number[]>;
  /** Whether the latest round's final approval is given. */
  final_approved: Generated<boolean>;
}

/** One round of a revision: what it compares, and its rejection (migration 0026). */
export interface FormRevisionRoundsTable {
  company_id: number;
  revision_id: number;
  round: number;
  base_version: number;
  proposed_version: number;
  created_at: DefaultTimestamp;
  rejected_by: number | null;
  justification: string | null;
  rejected_at: Timestamp | null;
  /** When the author was e-mailed this round's disapproval (migration 0028; revisionDisapprovalJobs). */
  disapproval_mailed_at: Timestamp | null;
}

/** A reviewer's decision on one adjustment of a round (migration 0026). */
export interface FormRevisionDecisionsTable {
  company_id: number;
  revision_id: number;
  round: number;
  adjustment_id: string;
  reviewer_id: number;
  decision: 'approved' | 'rejected';
  justification: string | null;
  at: DefaultTimestamp;
}

/** A reviewer's approval of a round; `final`: the final approver's (migration 0026). */
export interface FormRevisionApprovalsTable {
  company_id: number;
  revision_id: number;
  round: number;
  reviewer_id: number;
  final: Generated<boolean>;
  at: DefaultTimestamp;
}

/** One message of a revision's chat (migration 0026). */
export interface FormRevisionMessagesTable {
  company_id: number;
  id: Generated<number>;
  revision_id: number;
  user_id: number;
  text: string;
  at: DefaultTimestamp;
}
