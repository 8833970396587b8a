import type { TFunction } from 'i18next';
import type { Transaction } from 'kysely';
import type { FormModel } from '../../runtime/forms/FormModel';
import type { Database } from '../db/Database';
import type { JobQueue } from '../jobs/JobQueue';

/** The document a workflow runs over, as stored when the step runs. */
export interface WorkflowDocument {
  values: Record<string, unknown>;
  header: Record<string, unknown>;
  createdBy: number;
}

/**
 * What a step's engine side gets: the transaction its writes belong to (the step starts or finishes
 * only if it commits), the company and document the workflow runs for, the instance and its pinned model
 * version, the run (this entry into the step), the job queue for work at a later time (schedule with
 * `{ trx }`), and afterCommit for work outside the transaction.
 */
export interface WorkflowStepContext {
  trx: Transaction<Database>;
  companyId: number;
  /** The filled form (documents.id) whose workflow this is. */
  documentId: number;
  jobs: JobQueue;
  afterCommit(task: () => Promise<void>): void;
  /** Wakes the webhook worker after the commit (the end step's DOCUMENT_FINISHED webhook). */
  wakeWebhooks?(): void;
  instance: { id: number; formId: number; formVersion: number; startedBy: number };
  /** The model version the instance is pinned to. */
  model: FormModel;
  /** This entry into the step; `dueAt` as the handler's `dueAt` gave it (null without). */
  run: { id: number; startedAt: Date; dueAt: Date | null };
  /** Who did the last step a person did (the document's starter before any): "previous person". */
  previousUserId: number;
  now: Date;
  /** The document's answers and header, read in the transaction. */
  document(): Promise<WorkflowDocument>;
  /** The translator of the product's default language (pt-BR), for mail written by the engine. */
  t: TFunction;
  /** The app's public address, for links in mail (`${publicUrl}/#/...`). */
  publicUrl: string;
  /** Keeps facts of this run (tasks made, e-mails sent, the path taken) in its `details`. */
  record(details: Record<string, unknown>): void;
}
