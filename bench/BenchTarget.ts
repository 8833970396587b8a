import type { Kysely } from 'kysely';
import type { Database } from '../src/server/db/Database';

/** A storage backend to bench on: a migrated and seeded database, and how to remove it. */
export interface BenchTarget {
  name: string;
  /** `onQuery` hears every statement's SQL (createDatabase's option): benches that count statements. */
  open(options?: { onQuery?: (sql: string) => void }): Promise<{
    db: Kysely<Database>;
    /** On PostgreSQL: the server and schema of the database, for server processes of their own. */
    postgres?: { url: string; schema: string };
    close(): Promise<void>;
  }>;
}

/** One bench module (bench/<name>.ts): runs against a target and returns lines to print. */
export interface Bench {
  name: string;
  run(target: BenchTarget): Promise<string[]>;
}
