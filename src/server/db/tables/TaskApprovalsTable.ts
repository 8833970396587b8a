import type { Generated } from 'kysely';
import type { DefaultTimestamp } from './DefaultTimestamp';

/** One approval decision on a task (migration 0012); approving is final. */
export interface TaskApprovalsTable {
  company_id: number;
  id: Generated<number>;
  task_id: number;
  at: DefaultTimestamp;
  user_id: number;
  decision: 'approved' | 'disapproved';
  justification: string | null;
}
