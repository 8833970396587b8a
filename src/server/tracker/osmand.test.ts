import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testBackends, type TestApp } from '../testing/testApp';
import { mapPosition, type MapPositionRow } from './MapPosition';
import { rebuildDeviceLatest } from './rebuildDeviceLatest';

interface Stored {
  fix_time: Date;
  latitude: number;
  longitude: number;
  speed: number;
  course: number;
  altitude: number;
  accuracy: number;
  valid: boolean;
  drawable: boolean;
  attributes: Record<string, unknown>;
}

describe.each(testBackends())('OsmAnd ingestion on $name', (backend) => {
  let t: TestApp;
  let owner: string;
  let deviceId: number;
  let identifier: string;
  let n = 0;
  /** The operator's device under a fresh identifier and without positions, so each test reads its own. */
  const operatorId = async () =>
    (
      await t.db
        .selectFrom('users')
        .select('id')
        .where('login', '=', 'operador@demo.campo')
        .executeTakeFirstOrThrow()
    ).id;
  const freshDevice = async () => {
    identifier = `osm-${backend.name}-${++n}-${Date.now()}`;
    const answer = await t.command(
      'SalvarDispositivoColaborador',
      { ID_COLABORADOR: String(await operatorId()), IDENTIFICADOR: identifier },
      owner,
    );
    expect(answer.ROOT.MESSAGES.ERRORS).toEqual([]);
    deviceId = Number(answer.ROOT.TRACCAR_DEVICE_ID);
    // The operator's one device (the demo's, given a new identifier): its demo trace set aside.
    await t.db.deleteFrom('tracker_positions').where('device_id', '=', deviceId).execute();
    await t.db
      .updateTable('tracker_devices')
      .set({
        last_fix_time: null,
        latest_positions: '[]',
        trace_day: null,
        trace_start: null,
        trace_end: null,
      })
      .where('id', '=', deviceId)
      .execute();
  };
  const stored = async () =>
    (await t.db
      .selectFrom('tracker_positions')
      .selectAll()
      .where('device_id', '=', deviceId)
      .orderBy('fix_time')
      .execute()) as unknown as Stored[];
  const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/osmand?${query}` });

  beforeAll(async () => {
    t = await startTestApp(backend, { config: { trackerRateLimitPerMinute: 8 } });
    owner = await t.login('dono@demo.campo');
  });
  afterAll(() => t?.close());

  it('stores a GET query position with seconds, knots, bearing, battery and free attributes', async () => {
    await freshDevice();
    const answer = await get(
      `id=${identifier}&lat=-23.5614&lon=-46.6559&timestamp=1764158400&speed=10.5&bearing=90&altitude=760&accuracy=12&batt=87&charge=true&ignition=true&rpm=933&driver=Ana`,
    );
    expect(answer.statusCode).toBe(200);
    const [row] = await stored();
    expect(row).toMatchObject({
      latitude: -23.5614,
      longitude: -46.6559,
      speed: 10.5,
      course: 90,
      altitude: 760,
      accuracy: 12,
      valid: true,
      drawable: true,
      attributes: { batteryLevel: 87, charge: true, ignition: true, rpm: 933, driver: 'Ana' },
    });
    expect(new Date(row!.fix_time).toISOString()).toBe('2025-11-26T12:00:00.000Z');
  });

  it('reads milliseconds, ISO dates and zone-less dates (São Paulo), and location=lat,lon', async () => {
    await freshDevice();
    expect((await get(`id=${identifier}&lat=-23.5&lon=-46.6&timestamp=1764158460000`)).statusCode).toBe(200);
    expect(
      (
        await get(
          `id=${identifier}&location=-23.6,-46.7&timestamp=${encodeURIComponent('2025-11-26T12:02:00Z')}`,
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await get(
          `deviceid=${identifier}&lat=-23.7&lon=-46.8&timestamp=${encodeURIComponent('2025-11-26 09:03:00')}`,
        )
      ).statusCode,
    ).toBe(200);
    const rows = await stored();
    expect(rows.map((r) => [new Date(r.fix_time).toISOString(), r.latitude, r.longitude])).toEqual([
      ['2025-11-26T12:01:00.000Z', -23.5, -46.6],
      ['2025-11-26T12:02:00.000Z', -23.6, -46.7],
      ['2025-11-26T12:03:00.000Z', -23.7, -46.8],
    ]);
  });

  it('stores a POST form body, and the current Traccar Client JSON (m/s to knots, battery, motion, activity)', async () => {
    await freshDevice();
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/osmand',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${identifier}&lat=-23.55&lon=-46.63&timestamp=1764158400&speed=5&valid=false`,
    });
    expect(form.statusCode).toBe(200);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/osmand',
      headers: { 'content-type': 'application/json' },
      payload: {
        device_id: identifier,
        location: {
          timestamp: '2025-11-26T12:05:00.500Z',
          coords: {
            latitude: -23.56,
            longitude: -46.64,
            speed: 10,
            heading: 180,
            altitude: 750,
            accuracy: 6,
          },
          battery: { level: 0.79, is_charging: true },
          activity: { type: 'in_vehicle' },
          is_moving: true,
          event: 'motionchange',
        },
      },
    });
    expect(json.statusCode).toBe(200);
    const [fromForm, fromJson] = await stored();
    expect(fromForm).toMatchObject({ speed: 5, valid: false, drawable: false });
    expect(fromJson).toMatchObject({
      latitude: -23.56,
      course: 180,
      altitude: 750,
      accuracy: 6,
      valid: true,
    });
    expect(fromJson!.speed).toBeCloseTo(19.43844, 4);
    expect(fromJson!.attributes).toEqual({
      batteryLevel: 79,
      charge: true,
      activity: 'in_vehicle',
      motion: true,
      event: 'motionchange',
    });
    expect(new Date(fromJson!.fix_time).toISOString()).toBe('2025-11-26T12:05:00.500Z');
  });

  it('refuses unknown identifiers as Traccar does (400 form, 404 JSON), counts them and stores nothing', async () => {
    const before = t.app.tracker.stats().refusedUnknown;
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('tracker_positions')
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const total = await count();
    expect((await get('id=ninguem-conhece&lat=1&lon=2')).statusCode).toBe(400);
    expect((await get('lat=1&lon=2')).statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/osmand',
      headers: { 'content-type': 'application/json' },
      payload: {
        device_id: 'ninguem-conhece',
        location: { timestamp: '2025-11-26T12:00:00Z', coords: { latitude: 1, longitude: 2 } },
      },
    });
    expect(json.statusCode).toBe(404);
    expect(t.app.tracker.stats().refusedUnknown).toBe(before + 3);
    expect(await count()).toBe(total);
  });

  it('is idempotent on (device, fix time); the current position is the latest by fix time, drawable only', async () => {
    await freshDevice();
    const send = (ts: number, lat: number, extra = '') =>
      get(`id=${identifier}&lat=${lat}&lon=-46.6&timestamp=${ts}${extra}`);
    expect((await send(1764158400, -23.1)).statusCode).toBe(200);
    expect((await send(1764158500, -23.3)).statusCode).toBe(200);
    // Late (buffered) and repeated positions.
    expect((await send(1764158450, -23.2)).statusCode).toBe(200);
    expect((await send(1764158400, -23.9)).statusCode).toBe(200);
    // Newer but too vague (accuracy over CAMPO_POSITION_MAX_ACCURACY_M) and newer but invalid.
    expect((await send(1764158600, -23.4, '&accuracy=500')).statusCode).toBe(200);
    expect((await send(1764158700, -23.5, '&valid=0')).statusCode).toBe(200);
    const rows = await stored();
    expect(rows.map((r) => r.latitude)).toEqual([-23.1, -23.2, -23.3, -23.4, -23.5]);
    const device = await t.db
      .selectFrom('tracker_devices')
      .select('last_fix_time')
      .where('id', '=', deviceId)
      .executeTakeFirstOrThrow();
    expect(new Date(device.last_fix_time!).getTime()).toBe(1764158500_000);
  });

  it('keeps the last 5 drawable positions and the day’s start and end on the device, late fixes included', async () => {
    await freshDevice();
    const base = 1764158400; // 2025-11-26 09:00 in São Paulo
    const send = (offset: number, lat: number, extra = '') =>
      get(`id=${identifier}&lat=${lat}&lon=-46.6&timestamp=${base + offset}${extra}`);
    // A new identifier for the same device, positions kept: the rate limit (8 a minute here) starts over.
    const renamed = async () => {
      identifier = `${identifier}-r`;
      const answer = await t.command(
        'SalvarDispositivoColaborador',
        { ID_COLABORADOR: String(await operatorId()), IDENTIFICADOR: identifier },
        owner,
      );
      expect(answer.ROOT.TRACCAR_DEVICE_ID).toBe(deviceId);
    };
    const device = async () => {
      const row = await t.db
        .selectFrom('tracker_devices')
        .select([
          'latest_positions',
          'trace_start',
          'trace_end',
          'last_fix_time',
          sql<string>`trace_day::text`.as('day'),
        ])
        .where('id', '=', deviceId)
        .executeTakeFirstOrThrow();
      const one = (p: MapPositionRow | string | null) =>
        p === null ? null : mapPosition(typeof p === 'string' ? (JSON.parse(p) as MapPositionRow) : p);
      const latest =
        typeof row.latest_positions === 'string'
          ? (JSON.parse(row.latest_positions) as MapPositionRow[])
          : row.latest_positions;
      return {
        latest: latest.map((p) => mapPosition(p).latitude),
        day: row.day,
        start: one(row.trace_start)?.latitude ?? null,
        end: one(row.trace_end)?.latitude ?? null,
        current: row.last_fix_time ? new Date(row.last_fix_time).getTime() / 1000 - base : null,
      };
    };
    for (const [offset, lat, extra] of [
      [0, -23.0, ''],
      [600, -23.06, ''],
      [300, -23.03, ''], // late
      [1200, -23.12, '&accuracy=500'], // newer, too vague: stored, not current
      [1500, -23.15, '&valid=0'], // newer, invalid: stored, not current
      [900, -23.09, ''],
      [1100, -23.11, ''],
      [600, -23.99, ''], // repeated: ignored
    ] as const)
      expect((await send(offset, lat, extra)).statusCode).toBe(200);
    expect(await device()).toEqual({
      latest: [-23.11, -23.09, -23.06, -23.03, -23.0],
      day: '2025-11-26',
      start: -23.0,
      end: -23.11,
      current: 1100,
    });
    // Late, all in one batch: earlier the same day (not among the 5 newest, but the day's new start), one
    // among the 5 newest, and one of the day before (neither).
    await renamed();
    const late = await Promise.all([send(-300, -22.97), send(1000, -23.1), send(-86_400, -22.0)]);
    expect(late.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await device()).toEqual({
      latest: [-23.11, -23.1, -23.09, -23.06, -23.03],
      day: '2025-11-26',
      start: -22.97,
      end: -23.11,
      current: 1100,
    });
    // rebuildDeviceLatest (the seed's and the bench's backfill) computes the same from the stored positions.
    const before = await device();
    await rebuildDeviceLatest(t.db);
    expect(await device()).toEqual(before);
    await renamed();
    // The next day (22:00 in São Paulo is still the 26th; 03:00 UTC on the 27th is the 27th's 00:00).
    expect((await send(13 * 3600, -23.2)).statusCode).toBe(200);
    expect((await device()).day).toBe('2025-11-26');
    expect((await send(15 * 3600 + 60, -23.3, '&valid=0')).statusCode).toBe(200);
    expect((await device()).day).toBe('2025-11-26');
    expect((await send(15 * 3600 + 120, -23.4)).statusCode).toBe(200);
    expect(await device()).toMatchObject({ day: '2025-11-27', start: -23.4, end: -23.4 });
  });

  it('rate-limits a flood from one identifier with 429 (8 a minute here)', async () => {
    await freshDevice();
    const codes = [];
    for (let i = 0; i < 10; i++)
      codes.push((await get(`id=${identifier}&lat=1&lon=2&timestamp=${1764158400 + i}`)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429, 429]);
    expect(await stored()).toHaveLength(8);
  });

  it('speaks the same protocol at / on a port of its own', async () => {
    await freshDevice();
    const address = await t.app.listenOsmAnd(0, '127.0.0.1');
    const response = await fetch(`${address}/?id=${identifier}&lat=-23.5&lon=-46.6&timestamp=1764158400`);
    expect(response.status).toBe(200);
    expect(await stored()).toHaveLength(1);
    expect((await fetch(`${address}/?id=nope&lat=1&lon=2`)).status).toBe(400);
  });
});
