import type { Transaction } from 'kysely';
import type { Database } from '../db/Database';
import type { JobQueue } from '../jobs/JobQueue';

/**
 * What a step's engine side gets: the transaction its writes belong to (the step starts or finishes
 * only if it commits), the company and document the workflow runs for, the job queue for work at a later
 * time (schedule with `{ trx }`), and afterCommit for work outside the transaction.
 */
export interface WorkflowStepContext {
  trx: Transaction<Database>;
  companyId: number;
  /** The filled form (documents.id) whose workflow this is. */
  documentId: number;
  jobs: JobQueue;
  afterCommit(task: () => Promise<void>): void;
}
