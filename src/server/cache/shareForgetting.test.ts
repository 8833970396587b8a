import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../runtime/protocol/envelope';
import { buildApp } from '../app';
import { createDatabase } from '../db/createDatabase';
import { startTestApp, testBackends, type TestApp } from '../testing/testApp';

const url = process.env.TEST_DATABASE_URL;

/** Polls `read` until it answers `expected` (the bus delivers within milliseconds), for at most 3 s. */
async function eventually<T>(read: () => Promise<T>, expected: T): Promise<T> {
  const end = Date.now() + 3000;
  let value = await read();
  while (value !== expected && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

// Two server processes on one PostgreSQL (two apps, each with its own pool, caches and bus connection),
// caching for a minute: what one process revokes or changes, the other drops at once, not a minute later.
describe.runIf(url)('caches shared by two server processes on PostgreSQL', () => {
  let t: TestApp;
  let second: FastifyInstance;
  const CACHE = { cacheTtlMs: 60_000, jobsPollMs: 0, webhookPollMs: 0 };

  /** A command on the second process. */
  const onSecond = async (name: string, token: string, params: Record<string, string> = {}) => {
    const form = new URLSearchParams({ COMMAND: name, PARSER: 'JSON', AUTH_TOKEN: token });
    for (const [key, value] of Object.entries(params)) form.set(`CMD.${key}`, value);
    const response = await second.inject({
      method: 'POST',
      url: '/api/command',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    return response.json<Envelope>();
  };

  beforeAll(async () => {
    t = await startTestApp(
      testBackends().find((b) => b.name === 'postgres')!,
      { config: CACHE },
    );
    const schema = (
      await t.db.selectNoFrom((eb) => eb.fn<string>('current_schema', []).as('s')).executeTakeFirstOrThrow()
    ).s;
    const db = await createDatabase({ databaseUrl: url, searchPath: schema, poolSize: 2 });
    second = await buildApp({ db, ownsDb: true, config: { ...CACHE, rateLimitPerMinute: 100_000 } });
    await second.ready();
    await Promise.all([t.app.bus.ready(), second.bus.ready()]);
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('a session logged out on one process is refused by the other at once', async () => {
    const token = await t.login('supervisor@demo.campo');
    // The second process caches the session.
    expect((await onSecond('ConsultarUsuarioLogado', token, { INTERFACE: 'FLOW' })).ROOT.RESULT).toBe('1');
    expect((await t.command('Logout', {}, token)).ROOT.RESULT).toBe('1');
    const after = await eventually(
      async () => (await onSecond('ConsultarUsuarioLogado', token, { INTERFACE: 'FLOW' })).ROOT.LOGIN_REQUEST,
      true,
    );
    expect(after).toBe(true);
  });

  it("a profile edited on one process is the other's logged user at once", async () => {
    const token = await t.login('operador@demo.campo');
    const name = async () =>
      String(
        (
          (await onSecond('ConsultarUsuarioLogado', token, { INTERFACE: 'FLOW' })).ROOT as {
            USUARIO_LOGADO?: { name?: string };
          }
        ).USUARIO_LOGADO?.name,
      );
    const before = await name();
    expect(before).toBe('Otávio Operador');
    const saved = await t.command('SaveProfile', { NAME: 'Otávio Operador Jr.' }, token);
    expect(saved.ROOT.RESULT, JSON.stringify(saved.ROOT.MESSAGES)).toBe('1');
    expect(await eventually(name, 'Otávio Operador Jr.')).toBe('Otávio Operador Jr.');
  });
});
