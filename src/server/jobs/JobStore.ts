import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../db/Database';
import type { JobPayload } from './JobQueue';

/** A job taken by this process for one attempt. */
export interface ClaimedJob {
  id: string;
  name: string;
  payload: JobPayload;
  /** This attempt, 1-based. */
  attempt: number;
  maxAttempts: number;
}

export interface NewJob {
  name: string;
  payload: JobPayload;
  runAt: Date | undefined;
  maxAttempts: number;
}

/**
 * Where jobs live: pg-boss (PostgreSQL) or the `jobs` table (PGlite). PollingJobQueue does the rest
 * (keys, handlers, transactions, polling), so both backends behave alike.
 */
export interface JobStore {
  /**
   * Creates what the store needs (idempotent); called before the first use, maybe inside a caller's
   * transaction. `log` tells where background errors go (null before the app starts).
   */
  prepare(log: () => FastifyBaseLogger | null): Promise<void>;
  enqueue(trx: Transaction<Database>, job: NewJob): Promise<void>;
  /** Takes up to `limit` due jobs of a name, leasing them so no other process runs them meanwhile. */
  claim(name: string, limit: number): Promise<ClaimedJob[]>;
  /** Marks the job done inside the handler's transaction. */
  complete(trx: Transaction<Database>, job: ClaimedJob): Promise<void>;
  /**
   * Records a failed attempt: retried after the backoff (CAMPO_JOBS_RETRY_SECONDS, doubling per
   * attempt) or failed for good after the last attempt.
   */
  fail(job: ClaimedJob, error: string): Promise<void>;
  /** Releases what prepare() started. */
  close(): Promise<void>;
}
