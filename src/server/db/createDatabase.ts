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
import { preparedName } from './preparedName';
import { preparedPgliteConnection } from './preparedPgliteConnection';

/**
 * PGlite runs each statement synchronously on the event loop, and its dialect hands the one connection to
 * the next waiter in the same microtask drain: under load a whole queue of statements ran before the loop
 * polled sockets again, so new connections and requests waited until the load stopped (issue 13: 200
 * sessions, some first requests answered after 21 s). Handing the connection over on the next turn of
 * the loop (setImmediate) lets I/O in between statements; the waiters keep their order.
 */
class TurnTakingPGliteDialect extends PGliteDialect {
  constructor(private readonly pglite: PGlite) {
    super(pglite);
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    // Its one connection runs statements as prepared statements (preparedPgliteConnection).
    const acquire = driver.acquireConnection.bind(driver);
    const prepared = preparedPgliteConnection(this.pglite);
    driver.acquireConnection = async () => Object.assign(await acquire(), prepared);
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

/**
 * Statements as named prepared statements on each pooled connection: PostgreSQL parses a statement text
 * once per connection instead of on every run, and (GENERIC_PLANS) plans it once too.
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

/**
 * Every pooled connection keeps one generic plan per prepared statement. Left to itself PostgreSQL kept
 * re-planning the task list's statement on every run (custom plans: bind 1.5-2.2 ms + run 1.2-2.5 ms,
 * 45 tasks); its generic plan binds in 0.25 ms and runs in 0.8 ms (issue 13). Every statement is scoped
 * by `company_id` through the same indexes whatever the values, which is what a generic plan assumes.
 */
const GENERIC_PLANS = 'plan_cache_mode=force_generic_plan';

/**
 * A PostgreSQL URL split into the URL without its `options` parameter and that parameter's startup
 * settings (`-c search_path=x`...): pg lets the URL's `options` replace the pool's, so they are joined
 * into the pool's instead.
 */
function splitUrlOptions(databaseUrl: string): { url: string; options: string } {
  try {
    const url = new URL(databaseUrl);
    const options = url.searchParams.get('options') ?? '';
    url.searchParams.delete('options');
    return { url: url.toString(), options };
  } catch {
    return { url: databaseUrl, options: '' };
  }
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
    const fromUrl = splitUrlOptions(options.databaseUrl);
    const pool = new pg.Pool({
      connectionString: fromUrl.url,
      max: options.poolSize ?? 20,
      // The URL's own startup options (`?options=...`) join ours (splitUrlOptions).
      options: [
        `-c ${GENERIC_PLANS}`,
        fromUrl.options,
        options.searchPath && `-c search_path=${options.searchPath}`,
      ]
        .filter(Boolean)
        .join(' '),
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
  // As on a server: each prepared statement is planned once.
  await pglite.exec(`set ${GENERIC_PLANS}`);
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
