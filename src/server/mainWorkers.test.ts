import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './projectRoot';

const url = process.env.TEST_DATABASE_URL;

/** A free loopback port. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** One POST on a connection of its own (so node:cluster may hand it to any worker). */
function post(port: number, form: Record<string, string>): Promise<{ ROOT: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const body = new URLSearchParams(form).toString();
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/command',
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/x-www-form-urlencoded', connection: 'close' },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve(JSON.parse(text) as { ROOT: Record<string, unknown> }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Waits until `test` holds for the output so far. */
async function until(read: () => string, test: (text: string) => boolean, ms: number): Promise<string> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (test(read())) return read();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out; output:\n${read().slice(-3000)}`);
}

// CAMPO_WORKERS needs PostgreSQL (the embedded PGlite belongs to one process): a database of its own.
describe.skipIf(!url)('CAMPO_WORKERS=2 on PostgreSQL (npm start as several processes on one port)', () => {
  const database = `campo_workers_${randomBytes(4).toString('hex')}`;
  let server: ChildProcess;
  let output = '';
  let port = 0;
  const uploads = join(tmpdir(), database);

  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin(`create database ${database}`);
    port = await freePort();
    const target = new URL(url!);
    target.pathname = `/${database}`;
    server = spawn(process.execPath, ['--import', 'tsx', join(PROJECT_ROOT, 'src/server/main.ts')], {
      cwd: PROJECT_ROOT,
      env: {
        ...process.env,
        DATABASE_URL: target.toString(),
        CAMPO_WORKERS: '2',
        CAMPO_OSMAND_PORT: '0',
        CAMPO_DB_POOL_SIZE: '3',
        PORT: String(port),
        HOST: '127.0.0.1',
        CAMPO_RATE_LIMIT: '100000',
        CAMPO_JOBS_POLL_SECONDS: '0',
        CAMPO_WEBHOOK_POLL_SECONDS: '0',
        CAMPO_UPLOAD_DIR: uploads,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await until(
      () => output,
      (text) => text.includes('Platform administrator'),
      120_000,
    );
  }, 150_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    await admin(`drop database if exists ${database} with (force)`);
    rmSync(uploads, { recursive: true, force: true });
  }, 60_000);

  it('migrates and seeds once, says so once, and serves every command from both processes', async () => {
    expect(output).toContain(`in 2 processes`);
    expect(output.match(/Campo listening/g)).toHaveLength(1);
    expect(output.match(/Demo logins/g)).toHaveLength(1);
    const login = await post(port, {
      COMMAND: 'Login',
      PARSER: 'JSON',
      'CMD.USERNAME': 'dono@demo.campo',
      'CMD.PASSWORD': 'Campo@2026',
    });
    expect(login.ROOT.RESULT).toBe('1');
    const token = String(login.ROOT.AUTH_TOKEN);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        post(port, {
          COMMAND: 'ConsultarUsuarioLogado',
          PARSER: 'JSON',
          AUTH_TOKEN: token,
          'CMD.INTERFACE': 'FLOW',
        }),
      ),
    );
    expect(answers.filter((a) => a.ROOT.RESULT !== '1')).toEqual([]);
    // Each request is logged with the pid of the process that served it: the session of one serves both.
    const pids = new Set(
      output
        .split('\n')
        .filter((line) => line.includes('"reqId"'))
        .map((line) => (JSON.parse(line) as { pid: number }).pid),
    );
    expect(pids.size).toBe(2);
  }, 60_000);

  it('replaces a process that dies, and still answers', async () => {
    const worker = Number(/"pid":(\d+)/.exec(output.split('\n').find((l) => l.includes('"reqId"'))!)![1]);
    process.kill(worker, 'SIGKILL');
    await until(
      () => output,
      (text) => text.includes(`Campo worker ${worker} stopped`),
      20_000,
    );
    await until(
      () => output,
      (text) => text.split('Server listening').length > 3,
      60_000,
    );
    const answer = await post(port, {
      COMMAND: 'ConsultarUsuarioLogado',
      PARSER: 'JSON',
      'CMD.INTERFACE': 'FLOW',
    });
    expect(answer.ROOT.LOGIN_REQUEST).toBe(true);
  }, 90_000);
});
