import type { TFunction } from 'i18next';
import type { Transaction } from 'kysely';
import type { Database } from '../db/Database';
import type { JobQueue } from '../jobs/JobQueue';

/**
 * What the engine needs around a transition, from a command (its transaction, jobs and afterCommit) or
 * from a job (the job's): every write of the transition goes through `trx`.
 */
export interface WorkflowEnvironment {
  trx: Transaction<Database>;
  jobs: JobQueue;
  /** The product's default-language translator (mail the engine writes). */
  t: TFunction;
  publicUrl: string;
  afterCommit(task: () => Promise<void>): void;
  /** Wakes the webhook worker after the commit (a finished document's webhook); unset: its next poll. */
  wakeWebhooks?(): void;
  now: Date;
}
