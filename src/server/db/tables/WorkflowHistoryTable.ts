import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp } from './DefaultTimestamp';

/** A workflow event: started, a step started, expired, finished or jumped, a branch taken, finished. */
export type WorkflowEvent =
  'started' | 'stepStarted' | 'stepExpired' | 'stepFinished' | 'stepJumped' | 'finished';

/** The history of an instance (migration 0019), oldest first by id; user_id null for the engine's own moves. */
export interface WorkflowHistoryTable {
  company_id: number;
  id: Generated<number>;
  instance_id: number;
  run_id: number | null;
  at: DefaultTimestamp;
  user_id: number | null;
  event: WorkflowEvent;
  step_id: string | null;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
}
