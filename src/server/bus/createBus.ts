import type { Kysely } from 'kysely';
import { postgresServerOf } from '../db/createDatabase';
import type { Database } from '../db/Database';
import type { Bus } from './Bus';
import { LocalBus } from './LocalBus';
import { PgBus } from './PgBus';

/**
 * The bus of a database (docs/tracker.md, "The bus"): LISTEN/NOTIFY on a dedicated connection when it is a
 * PostgreSQL server (several processes may share it), in-process on the embedded PGlite (one process).
 *
 * @example const bus = createBus(db, (err) => log.error({ err })); bus.subscribe('cache.forget', (p) => ...);
 */
export function createBus(db: Kysely<Database>, onError: (error: unknown, topic: string) => void): Bus {
  const server = postgresServerOf(db);
  return server ? new PgBus(db, server, onError) : new LocalBus(onError);
}
