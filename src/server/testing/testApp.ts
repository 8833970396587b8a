import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import type { Envelope } from '../../runtime/protocol/envelope';
import { buildApp, type BuildAppOptions } from '../app';
import { createDatabase } from '../db/createDatabase';
import type { Database } from '../db/Database';
import { migrateToLatest } from '../db/migrateToLatest';
import { DEMO_PASSWORD } from '../demo/demoPassword';
import { seedDemo } from '../demo/seedDemo';
import { seededPgliteSnapshot } from './pgliteSnapshot';

export interface TestBackend {
  name: 'pglite' | 'postgres';
  /** A fresh database; `migrate` makes it current, `drop` removes it. */
  open(): Promise<OpenedBackend>;
  /** A fresh database already migrated and holding the demo seed (PGlite: from seededPgliteSnapshot). */
  openSeeded?(): Promise<OpenedBackend>;
}

interface OpenedBackend {
  db: Kysely<Database>;
  schema?: string;
  /** Runs the migrations; on a shared server, never while another test file drops its schema. */
  migrate(): Promise<void>;
  drop(): Promise<void>;
}

const pglite: TestBackend = {
  name: 'pglite',
  async open() {
    const db = await createDatabase({});
    return { db, migrate: () => migrateToLatest(db), drop: () => db.destroy() };
  },
  async openSeeded() {
    const db = await createDatabase({ loadDataDir: await seededPgliteSnapshot() });
    return { db, migrate: async () => undefined, drop: () => db.destroy() };
  },
};

/**
 * Kysely's migrator lists the tables of every schema on the server (pg_get_serial_sequence per
 * column), which fails when another test file drops its schema meanwhile. Migrations take this
 * advisory lock shared, drops take it exclusive.
 */
const SCHEMA_DROP_LOCK = 4_206_2026;

async function withSchemaLock<T>(
  url: string,
  mode: 'shared' | 'exclusive',
  run: () => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const suffix = mode === 'shared' ? '_shared' : '';
  try {
    await client.query(`select pg_advisory_lock${suffix}($1)`, [SCHEMA_DROP_LOCK]);
    return await run();
  } finally {
    await client.query(`select pg_advisory_unlock${suffix}($1)`, [SCHEMA_DROP_LOCK]).catch(() => undefined);
    await client.end();
  }
}

function postgres(url: string): TestBackend {
  return {
    name: 'postgres',
    async open() {
      // One schema per test file keeps parallel workers apart on a shared server.
      const schema = `campo_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      await admin.end();
      const db = await createDatabase({ databaseUrl: url, searchPath: schema, poolSize: 4 });
      return {
        db,
        schema,
        migrate: () => withSchemaLock(url, 'shared', () => migrateToLatest(db, { schema })),
        async drop() {
          await db.destroy();
          await withSchemaLock(url, 'exclusive', async () => {
            const client = new pg.Client({ connectionString: url });
            await client.connect();
            await client.query(`drop schema ${schema} cascade`);
            // pg-boss's schema of this test schema (src/server/jobs/PgBossJobStore.ts), if jobs ran.
            await client.query(`drop schema if exists ${schema}_pgboss cascade`);
            await client.end();
          });
        },
      };
    },
  };
}

/**
 * The storage backends a server suite runs on: always in-memory PGlite, plus PostgreSQL when
 * TEST_DATABASE_URL is set. Use with `describe.each(testBackends())('$name', ...)`.
 */
export function testBackends(): TestBackend[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [pglite, postgres(url)] : [pglite];
}

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  /** Sends a command form-encoded; `params` are the CMD.* values without the prefix. */
  command(name: string, params?: Record<string, string>, token?: string): Promise<Envelope>;
  /** Logs in (demo password by default) and returns the token; throws when refused. */
  login(username: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * A migrated and seeded app on a backend, for `app.inject()` tests. Share one per test file: opening
 * PGlite and hashing the seed passwords cost about a second.
 *
 * @example const t = await startTestApp(backend); const token = await t.login('dono@demo.campo');
 */
export async function startTestApp(
  backend: TestBackend,
  options: Partial<BuildAppOptions> = {},
): Promise<TestApp> {
  // The demo tasks' photos are seeded only into a storage the test gave (and cleans up): such a test
  // seeds its own database; the others start from the backend's seeded copy when it has one.
  const seeded = !options.storage && backend.openSeeded;
  const { db, migrate, drop } = seeded ? await backend.openSeeded!() : await backend.open();
  if (!seeded) {
    await migrate();
    await seedDemo(db, { demo: true, adminPassword: DEMO_PASSWORD, storage: options.storage });
  }
  const app = await buildApp({
    db,
    ...options,
    // Port 9 on the loopback refuses at once: no test reaches a CEP provider on the internet.
    config: {
      rateLimitPerMinute: 100_000,
      webhookAllowPrivate: true,
      cepUrl: 'http://127.0.0.1:9/ws/{cep}/json/',
      ...options.config,
    },
  });
  const command = async (name: string, params: Record<string, string> = {}, token?: string) => {
    const form = new URLSearchParams({ COMMAND: name, PARSER: 'JSON' });
    for (const [key, value] of Object.entries(params)) form.set(`CMD.${key}`, value);
    if (token) form.set('AUTH_TOKEN', token);
    const response = await app.inject({
      method: 'POST',
      url: '/api/command',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    return response.json<Envelope>();
  };
  return {
    app,
    db,
    command,
    async login(username, password = DEMO_PASSWORD) {
      const answer = await command('Login', { USERNAME: username, PASSWORD: password });
      if (answer.ROOT.RESULT !== '1')
        throw new Error(`login ${username} refused: ${answer.ROOT.MESSAGES.ERRORS[0]}`);
      return String(answer.ROOT.AUTH_TOKEN);
    },
    async close() {
      await app.close();
      await drop();
    },
  };
}
