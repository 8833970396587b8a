import cluster from 'node:cluster';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Envelope } from '../src/runtime/protocol/envelope';
import { buildApp, PROJECT_ROOT } from '../src/server/app';
import type { Database } from '../src/server/db/Database';
import { DEMO_PASSWORD } from '../src/server/demo/demoPassword';
import { loadServerMetadata } from '../src/server/metadata/loadServerMetadata';
import { hashPassword } from '../src/server/security/passwordHash';
import type { BenchTarget } from './BenchTarget';
import { BENCH_APP_CONFIG, type BenchServerSetting } from './benchServerSetting';

/** The p-th percentile of ascending times. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** "median x ms, p95 y ms" of ascending times. */
export const medianP95 = (sorted: number[]) =>
  `median ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms`;

/**
 * A fresh Enterprise company with one owner (administrator role, demo password), for a bench's data.
 *
 * @example const { companyId, userId, login } = await createBenchCompany(trx);
 */
export async function createBenchCompany(db: Kysely<Database>) {
  const login = `bench${Date.now()}@bench.campo`;
  const { id } = await db
    .insertInto('companies')
    .values({ name: `Bench ${Date.now()}`, customization: '{}', trial: false, plan_name: 'ENTERPRISE' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const person = await db
    .insertInto('persons')
    .values({ company_id: id, name: 'Bench', email: login })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await db
    .insertInto('users')
    .values({
      company_id: id,
      person_id: person.id,
      login,
      password_hash: await hashPassword(DEMO_PASSWORD),
      customization: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('user_logins').values({ login, company_id: id, user_id: user.id }).execute();
  await db.insertInto('user_groups').values({ company_id: id, user_id: user.id, group_id: 158 }).execute();
  await db.updateTable('companies').set({ owner_person_id: person.id }).where('id', '=', id).execute();
  return { companyId: id, userId: user.id, login };
}

/**
 * The command protocol through the whole server path (app.inject), logged in as `login`: every call
 * goes through token, access, Ajv, transaction and handler.
 *
 * @example const command = await benchCommand(app, login); await command('ListEntities', { ENTITY: 'client' });
 */
export async function benchCommand(app: FastifyInstance, login: string) {
  const post = async (fields: Record<string, string>) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/command',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      })
    ).json<Envelope>();
  const token = String(
    (await post({ COMMAND: 'Login', 'CMD.USERNAME': login, 'CMD.PASSWORD': DEMO_PASSWORD })).ROOT.AUTH_TOKEN,
  );
  const command = (name: string, params: Record<string, unknown> = {}) =>
    post({
      COMMAND: name,
      AUTH_TOKEN: token,
      ...Object.fromEntries(
        Object.entries(params).map(([k, v]) => [`CMD.${k}`, typeof v === 'string' ? v : JSON.stringify(v)]),
      ),
    });
  // The session's token, for requests that are no form-encoded command (uploads, file downloads).
  return Object.assign(command, { token });
}

/** Forks BENCH_WORKERS server processes on one port (node:cluster), each on the bench's schema. */
async function startServerProcesses(workers: number, setting: Omit<BenchServerSetting, 'port'>) {
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
  cluster.setupPrimary({ exec: fileURLToPath(new URL('./benchServerProcess.ts', import.meta.url)) });
  const env = { CAMPO_BENCH_SERVER: JSON.stringify({ ...setting, port }) };
  const started = Array.from({ length: workers }, () => cluster.fork(env));
  await Promise.all(started.map((worker) => new Promise((resolve) => worker.once('message', resolve))));
  return {
    base: `http://127.0.0.1:${port}`,
    close: () =>
      Promise.all(
        started.map(
          (worker) =>
            new Promise((resolve) => {
              worker.once('exit', resolve);
              worker.disconnect();
            }),
        ),
      ),
  };
}

/**
 * The server as the load benches run it: the target's demo database, the app built with the project's
 * metadata, a rate limit no load reaches (the plugin stays in the path), no job or webhook polling,
 * listening on a free loopback port; on PostgreSQL with BENCH_WORKERS=n, n server processes on one port
 * (as CAMPO_WORKERS runs it). `login` answers a demo user's token (Login through the app);
 * `demo` the demo company, its first active form and the operator (a task's responsible).
 *
 * @example const server = await startBenchServer(target); try { const token = await server.login(); ... } finally { await server.close(); }
 */
export async function startBenchServer(target: BenchTarget) {
  const { db, postgres, close: closeDb } = await target.open();
  const app = await buildApp({ db, metadata: loadServerMetadata(PROJECT_ROOT), config: BENCH_APP_CONFIG });
  const workers = postgres ? Math.max(1, Number(process.env.BENCH_WORKERS || 1)) : 1;
  let processes: Awaited<ReturnType<typeof startServerProcesses>> | undefined;
  const close = async () => {
    await processes?.close();
    await app.close();
    await closeDb();
  };
  let base: string;
  try {
    if (workers > 1) {
      processes = await startServerProcesses(workers, postgres!);
      base = processes.base;
    } else base = await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await close();
    throw error;
  }
  return {
    db,
    app,
    /** Server processes answering `url` (BENCH_WORKERS on PostgreSQL, else 1). */
    workers,
    /** The command endpoint's URL. */
    url: `${base}/api/command`,
    async login(username = 'dono@demo.campo'): Promise<string> {
      const answer = (
        await app.inject({
          method: 'POST',
          url: '/api/command',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({
            COMMAND: 'Login',
            'CMD.USERNAME': username,
            'CMD.PASSWORD': DEMO_PASSWORD,
          }).toString(),
        })
      ).json<Envelope>();
      if (answer.ROOT.RESULT !== '1')
        throw new Error(`login ${username} refused: ${answer.ROOT.MESSAGES.ERRORS[0]}`);
      return String(answer.ROOT.AUTH_TOKEN);
    },
    async demo() {
      const company = await db
        .selectFrom('companies')
        .select('id')
        .where('name', '=', 'Demo')
        .executeTakeFirstOrThrow();
      const form = await db
        .selectFrom('forms')
        .select('id')
        .where('company_id', '=', company.id)
        .where('state', '=', 'active')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const responsible = await db
        .selectFrom('users')
        .select('id')
        .where('company_id', '=', company.id)
        .where('login', '=', 'operador@demo.campo')
        .executeTakeFirstOrThrow();
      return { companyId: company.id, formId: form.id, responsibleId: responsible.id };
    },
    close,
  };
}
