import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import {
  Kysely,
  PostgresDialect,
  type Driver,
  type KyselyConfig,
  type PostgresPool,
  type PostgresPoolClient,
} from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './Database';

/**
 * PGlite runs each statement synchronously on the event loop, and its dialect hands the one connection to
 * the next waiter in the same microtask drain: under load a whole queue of statements ran before the loop
 * polled sockets again, so new connections and requests waited until the load stopped (issue 13: 200
 * sessions, some first requests answered after 21 s). Handing the connection over on the next turn of
 * the loop (setImmediate) lets I/O in between statements; the waiters keep their order.
 */
class TurnTakingPGliteDialect extends PGliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    const release = driver.releaseConnection.bind(driver);
    driver.releaseConnection = (connection) =>
      new Promise<void>((resolve, reject) =>
        setImmediate(() => {
          release(connection).then(resolve, reject);
        }),
      );
    return driver;
  }
}

/** Most distinct statement texts kept as prepared statements (per connection: at most this many). */
const PREPARED_TEXTS = 2000;
const preparedNames = new Map<string, string>();

/**
 * The name of the prepared statement for a statement text, or undefined when the text is a transaction
 * control statement or the bound of distinct texts is reached. Names are the same on every connection.
 */
function preparedName(text: string): string | undefined {
  const known = preparedNames.get(text);
  if (known !== undefined) return known;
  if (preparedNames.size >= PREPARED_TEXTS || !/^\s*(select|insert|update|delete|with)\b/i.test(text))
    return undefined;
  // pg-boss's statements stay unprepared: it adds a partition of its job table per queue while running,
  // and a statement prepared before that fails to route rows into it ("no partition of relation").
  if (/pgboss\./i.test(text)) return undefined;
  const name = `campo_${preparedNames.size}`;
  preparedNames.set(text, name);
  return name;
}

/**
 * Statements as named prepared statements on each pooled connection: PostgreSQL parses and plans a
 * statement text once per connection (and moves to a generic plan when it is no worse) instead of on
 * every run. The task list's statement spent about 1.1 ms planning and 0.9 ms running (issue 13).
 */
function preparingPool(pool: pg.Pool): PostgresPool {
  return {
    connect: async () => {
      const client = await pool.connect();
      return {
        query: ((text: unknown, values?: unknown[]) => {
          // A cursor (streamed query) goes through as it is.
          if (typeof text !== 'string') return client.query(text as never);
          const name = preparedName(text);
          return name === undefined ? client.query(text, values) : client.query({ name, text, values });
        }) as unknown as PostgresPoolClient['query'],
        release: () => client.release(),
      };
    },
    end: () => pool.end(),
  };
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, an embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; `undefined` with no databaseUrl means in-memory (tests). */
  dataDir?: string;
  /** PostgreSQL schema to use (tests isolate each file in its own schema). */
  searchPath?: string;
  /** Connections of the `pg` pool (default 20; CAMPO_DB_POOL_SIZE in main.ts). */
  poolSize?: number;
  /**
   * Hears every statement's SQL once it ran, BEGIN and COMMIT included (tests counting what a command
   * runs; diagnostics).
   */
  onQuery?: (sql: string) => void;
  /** An in-memory PGlite starts from this dump (`dumpDataDir`) instead of an empty cluster (tests). */
  loadDataDir?: Blob;
}

/**
 * Opens the database: a `pg` pool when a URL is given, else PGlite (persisted in dataDir or in memory).
 * Both speak the PostgreSQL dialect, so migrations and queries are the same.
 *
 * @example const db = await createDatabase({ dataDir: './data' });
 */
export async function createDatabase(options: DatabaseOptions): Promise<Kysely<Database>> {
  const { onQuery } = options;
  const log: KyselyConfig['log'] = onQuery
    ? (event) => {
        if (event.level === 'query') onQuery(event.query.sql);
      }
    : undefined;
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 20,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    // An idle client error (server restart) must not crash the process; the pool replaces the client.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }), log });
    servers.set(db, { connectionString: options.databaseUrl, searchPath: options.searchPath });
    return db;
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // pg_trgm backs the entity search index (migration 0003), unaccent the accent-blind searches (0016).
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm, unaccent },
  });
  const db = new Kysely<Database>({ dialect: new TurnTakingPGliteDialect(pglite), log });
  pglites.set(db, pglite);
  return db;
}

const pglites = new WeakMap<Kysely<Database>, PGlite>();
const servers = new WeakMap<Kysely<Database>, PostgresServer>();

/** Where a database createDatabase opened on a PostgreSQL server lives, for a connection of its own. */
export interface PostgresServer {
  connectionString: string;
  /** The schema the pool's connections use (tests), if not the default. */
  searchPath: string | undefined;
}

/**
 * The PostgreSQL server behind a database createDatabase opened (undefined on PGlite), e.g. for the bus's
 * dedicated LISTEN connection (src/server/bus).
 *
 * @example const server = postgresServerOf(db); if (server) new pg.Client(server.connectionString)
 */
export function postgresServerOf(db: Kysely<Database>): PostgresServer | undefined {
  return servers.get(db);
}

/**
 * The embedded PGlite behind a database createDatabase opened (undefined on PostgreSQL), e.g. to dump it.
 *
 * @example await pgliteOf(db)?.dumpDataDir('none')
 */
export function pgliteOf(db: Kysely<Database>): PGlite | undefined {
  return pglites.get(db);
}
