import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { buildApp } from '../app';
import { createDatabase } from '../db/createDatabase';
import { startTestApp, testBackends, type TestApp } from '../testing/testApp';
import type { TraccarDevice } from './loadTrackerFeed';
import type { TraccarPosition } from './TraccarPosition';

interface Message {
  devices?: TraccarDevice[];
  positions?: TraccarPosition[];
}

/** A socket's messages as they come, and a wait for the next one matching. */
function listen(socket: WebSocket) {
  const messages: Message[] = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (data: Buffer) => {
    messages.push(JSON.parse(data.toString()) as Message);
    for (const wake of waiters.splice(0)) wake();
  });
  const next = async (match: (m: Message) => boolean, ms = 5000): Promise<Message> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = messages.find(match);
      if (found) return found;
      if (Date.now() > deadline)
        throw new Error(`no matching message in ${ms} ms: ${JSON.stringify(messages)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  };
  return { messages, next };
}

/** A tracker session cookie for a logged-in token, through GetCompanyTraccarToken and /api/session. */
async function trackerCookie(t: TestApp, app: FastifyInstance, login: string): Promise<string> {
  const token = (await t.command('GetCompanyTraccarToken', {}, await t.login(login))).ROOT;
  expect(Date.parse(String(token.expiryDate))).toBeGreaterThan(Date.now());
  const session = await app.inject({ method: 'GET', url: `/api/session?token=${String(token.token)}` });
  expect(session.statusCode).toBe(200);
  expect(session.json()).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
  const cookie = String(session.headers['set-cookie']);
  expect(cookie).toMatch(/HttpOnly/);
  return cookie.split(';')[0]!;
}

describe.each(testBackends())('tracker live feed on $name', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(backend, { socketKeepaliveMs: 300 });
  });
  afterAll(() => t?.close());

  it('refuses a bad token (401) and a socket without session (401)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/session?token=nope' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/session' })).statusCode).toBe(404);
    await expect(t.app.injectWS('/api/socket')).rejects.toThrow(/401/);
  });

  it('sends devices and current positions first, then new ones, keepalives; never another company’s', async () => {
    // The seeded database may be up to an hour old (pgliteSnapshot): the phone reports now, so it is online.
    const now = Date.now() - 5000;
    const report = await t.app.inject({
      method: 'GET',
      url: `/api/osmand?id=demo-otavio&lat=-23.5505&lon=-46.6333&timestamp=${now}`,
    });
    expect(report.statusCode).toBe(200);
    const demo = t.app.injectWS('/api/socket', {
      headers: { cookie: await trackerCookie(t, t.app, 'dono@demo.campo') },
    });
    const demoSocket = await demo;
    const demoFeed = listen(demoSocket);
    const outraSocket = await t.app.injectWS('/api/socket', {
      headers: { cookie: await trackerCookie(t, t.app, 'dono@outra.campo') },
    });
    const outraFeed = listen(outraSocket);
    const devices = (await demoFeed.next((m) => !!m.devices)).devices!;
    const otavio = devices.find((d) => d.uniqueId === 'demo-otavio')!;
    expect(otavio).toMatchObject({ name: 'Otávio Operador', status: 'online' });
    const first = (await demoFeed.next((m) => !!m.positions)).positions!;
    expect(first.map((p) => p.deviceId).sort()).toEqual(devices.map((d) => d.id).sort());

    const fixTime = new Date(Date.now() + 1000);
    const ingest = await t.app.inject({
      method: 'GET',
      url: `/api/osmand?id=demo-otavio&lat=-23.6001&lon=-46.7001&speed=10&batt=50&timestamp=${fixTime.getTime()}`,
    });
    expect(ingest.statusCode).toBe(200);
    const moved = await demoFeed.next((m) => !!m.positions?.some((p) => p.latitude === -23.6001));
    expect(moved.positions![0]).toMatchObject({
      deviceId: otavio.id,
      longitude: -46.7001,
      speed: 10,
      fixTime: fixTime.toISOString(),
      deviceTime: fixTime.toISOString(),
      attributes: { batteryLevel: 50 },
    });
    await demoFeed.next((m) => Object.keys(m).length === 0);
    await outraFeed.next((m) => Object.keys(m).length === 0);
    expect(outraFeed.messages.flatMap((m) => m.positions ?? [])).toEqual([]);
    expect(outraFeed.messages.find((m) => m.devices)!.devices).toEqual([]);
    demoSocket.terminate();
    outraSocket.terminate();
  });
});

// Two server processes on one PostgreSQL: two apps, each with its own pool and bus connection.
const url = process.env.TEST_DATABASE_URL;
describe.runIf(url)('tracker live feed across two processes on PostgreSQL', () => {
  let t: TestApp;
  let second: FastifyInstance;

  beforeAll(async () => {
    t = await startTestApp(testBackends().find((b) => b.name === 'postgres')!);
    const schema = (
      await t.db.selectNoFrom((eb) => eb.fn<string>('current_schema', []).as('s')).executeTakeFirstOrThrow()
    ).s;
    const db = await createDatabase({ databaseUrl: url, searchPath: schema, poolSize: 2 });
    second = await buildApp({ db, ownsDb: true, config: { jobsPollMs: 0 } });
    await second.ready();
    await Promise.all([t.app.bus.ready(), second.bus.ready()]);
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('a position sent to one process reaches a socket opened on the other', async () => {
    const socket = await second.injectWS('/api/socket', {
      headers: { cookie: await trackerCookie(t, second, 'supervisor@demo.campo') },
    });
    const feed = listen(socket);
    await feed.next((m) => !!m.positions);
    const fixTime = Date.now() + 2000;
    const ingest = await t.app.inject({
      method: 'GET',
      url: `/api/osmand?id=demo-sergio&lat=-23.5111&lon=-46.6222&timestamp=${fixTime}`,
    });
    expect(ingest.statusCode).toBe(200);
    const moved = await feed.next((m) => !!m.positions?.some((p) => p.latitude === -23.5111));
    expect(moved.positions![0]!.fixTime).toBe(new Date(fixTime).toISOString());
    socket.terminate();
  });
});
