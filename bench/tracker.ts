import { spawn } from 'node:child_process';
import { sql } from 'kysely';
import WebSocket from 'ws';
import { rebuildDeviceLatest } from '../src/server/tracker/rebuildDeviceLatest';
import type { Bench } from './BenchTarget';
import { benchCommand, createBenchCompany, medianP95, percentile, startBenchServer } from './benchSupport';

/** Devices sending during the ingestion run, and how long it lasts. */
const DEVICES = 10_000;
const INGEST_SECONDS = Number(process.env.BENCH_TRACKER_SECONDS || 15);
/** Stored positions the trace is read over (BENCH_TRACKER_ROWS to try less), on TRACE_DEVICES devices. */
const ROWS = Number(process.env.BENCH_TRACKER_ROWS || 10_000_000);
const TRACE_DEVICES = 2000;
/** Keep-alive connections the load generator sends on at once. */
const CONNECTIONS = 64;
/** Employees of the company the map command lists. */
const EMPLOYEES = 1000;

/**
 * The load generator, in a process of its own so it does not share the server's event loop: `concurrency`
 * keep-alive loops each sending GET /api/osmand for a device after another (Traccar Client's form
 * protocol), the fix time being the send time; prints the count of 200s and of others.
 */
const GENERATOR = `
const http = require('node:http');
const [base, devices, seconds, concurrency] = process.argv.slice(1);
const agent = new http.Agent({ keepAlive: true, maxSockets: Number(concurrency) });
const end = Date.now() + Number(seconds) * 1000;
let ok = 0, other = 0, next = 0;
const last = new Map();
const one = () => new Promise((resolve) => {
  const device = next++ % Number(devices);
  let t = Date.now();
  if ((last.get(device) ?? 0) >= t) t = last.get(device) + 1;
  last.set(device, t);
  const lat = (-23.55 + (device % 100) / 1000).toFixed(6), lon = (-46.63 + Math.floor(device / 100) / 1000).toFixed(6);
  const req = http.get(base + '/api/osmand?id=bench-' + device + '&lat=' + lat + '&lon=' + lon + '&timestamp=' + t + '&speed=12&batt=80', { agent }, (res) => {
    res.resume();
    res.on('end', () => { res.statusCode === 200 ? ok++ : other++; resolve(); });
  });
  req.on('error', () => { other++; resolve(); });
});
const loop = async () => { while (Date.now() < end) await one(); };
Promise.all(Array.from({ length: Number(concurrency) }, loop)).then(() => {
  console.log(JSON.stringify({ ok, other }));
  agent.destroy();
});
`;

function generate(base: string, seconds: number): Promise<{ ok: number; other: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [
      '-e',
      GENERATOR,
      base,
      String(DEVICES),
      String(seconds),
      String(CONNECTIONS),
    ]);
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', () => {
      try {
        resolve(JSON.parse(out) as { ok: number; other: number });
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

/**
 * The tracker (issue 17), PostgreSQL only: OsmAnd ingestion from 10,000 devices (positions/s), websocket
 * delivery latency from ingest to a connected client (fix time = send time, so latency = arrival -
 * fix time), GetDeviceTrace for one day over 10 million stored positions (generated in SQL with
 * generate_series, two minutes apart, in arrival order), the retention sweep's scan with and without the
 * BRIN index, and ConsultarPosicaoDosColaboradoresNoMapa for 1,000 employees.
 */
export const tracker: Bench = {
  name: 'Tracker: OsmAnd ingestion, live feed, day trace over 10 M positions, map of 1,000 employees',
  async run(target) {
    if (!target.name.includes('PostgreSQL')) return ['  (PostgreSQL only)'];
    const lines: string[] = [];
    const server = await startBenchServer(target);
    const { db, app } = server;
    try {
      const { companyId, login } = await createBenchCompany(db);
      const started = Date.now();
      // 1,000 employees (persons and users), every one with a device; 9,000 more devices.
      await sql`
        with p as (
          insert into persons (company_id, name) select ${companyId}, 'Campo ' || lpad(i::text, 4, '0')
          from generate_series(1, ${EMPLOYEES}) i returning id, name)
        insert into users (company_id, person_id, login, password_hash, customization)
        select ${companyId}, p.id, 'bench-' || p.id || '-' || ${companyId} || '@bench.campo', 'x', '{}' from p`.execute(
        db,
      );
      await sql`
        insert into tracker_devices (company_id, unique_id, user_id)
        select ${companyId}, 'bench-' || (n - 1), coalesce(u.id, 100000000 + n)
        from generate_series(1, ${DEVICES}) n
        left join (select id, row_number() over (order by id) as r from users
          where company_id = ${companyId} and login like 'bench-%') u on u.r = n`.execute(db);
      const devices = (
        await db
          .selectFrom('tracker_devices')
          .select('id')
          .where('company_id', '=', companyId)
          .orderBy('id')
          .execute()
      ).map((d) => d.id);
      const perDevice = Math.ceil(ROWS / TRACE_DEVICES);
      const until = Date.now() - 3600_000;
      const t0 = performance.now();
      await sql`
        insert into tracker_positions (company_id, device_id, fix_time, server_time, latitude, longitude, speed,
          course, accuracy, valid, drawable, attributes)
        select ${companyId}, d.id, f, f, -23.55 + random() / 10, -46.63 + random() / 10, 10, 90, 8, true, true,
          '{"batteryLevel": 80}'::jsonb
        from generate_series(${perDevice - 1}, 0, -1) k
        cross join lateral (select to_timestamp(${until / 1000}) - make_interval(mins => 2 * k) as f) t
        cross join (select id from tracker_devices where company_id = ${companyId} order by id limit ${TRACE_DEVICES}) d`.execute(
        db,
      );
      await rebuildDeviceLatest(db, companyId);
      await sql`update tracker_devices set last_seen_at = last_fix_time where company_id = ${companyId}`.execute(
        db,
      );
      // Statistics as autovacuum keeps them within a minute of such inserts (ANALYZE after 10% new
      // rows): without them the planner takes 1,000 fresh users for one and joins their persons by a
      // scan per user (measured: 65-150 ms of the map's statement against 2-8 ms).
      for (const table of ['tracker_positions', 'tracker_devices', 'users', 'persons', 'user_groups'])
        await sql`analyze ${sql.table(table)}`.execute(db);
      const generatedS = (performance.now() - t0) / 1000;
      const count = Number(
        (await sql<{ n: string }>`select count(*) as n from tracker_positions`.execute(db)).rows[0]!.n,
      );
      lines.push(
        `  setup: ${EMPLOYEES} employees, ${DEVICES} devices; ${count.toLocaleString('en')} positions generated in ${generatedS.toFixed(0)} s (${((Date.now() - started) / 1000).toFixed(0)} s in all)`,
      );

      // Live feed: a client connected during the ingestion run.
      const command = await benchCommand(app, login);
      const token = { token: String((await command('GetCompanyTraccarToken')).ROOT.token) };
      const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
      const session = await fetch(`${base}/api/session?token=${token.token}`);
      const cookie = String(session.headers.get('set-cookie')).split(';')[0]!;
      const socket = new WebSocket(`${base.replace('http', 'ws')}/api/socket`, { headers: { cookie } });
      const latencies: number[] = [];
      let recording = false;
      socket.on('message', (data: Buffer) => {
        const now = Date.now();
        const message = JSON.parse(data.toString()) as { positions?: Array<{ fixTime: string }> };
        if (recording) for (const p of message.positions ?? []) latencies.push(now - Date.parse(p.fixTime));
      });
      await new Promise((resolve) => socket.once('message', resolve));
      await new Promise((resolve) => setTimeout(resolve, 1000));
      recording = true;
      const load = await generate(base, INGEST_SECONDS);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      recording = false;
      socket.close();
      latencies.sort((a, b) => a - b);
      lines.push(
        `  ingestion (${DEVICES} devices, ${CONNECTIONS} connections, ${INGEST_SECONDS} s): ${(load.ok / INGEST_SECONDS).toFixed(0)} positions/s stored (${load.other} refused or failed)`,
      );
      lines.push(
        `  websocket delivery ingest→client over ${latencies.length} positions: median ${percentile(latencies, 50)} ms, p95 ${percentile(latencies, 95)} ms`,
      );

      // One device's day over the stored positions.
      const traces: number[] = [];
      for (let i = 0; i < 60; i++) {
        const device = devices[(i * 37) % TRACE_DEVICES]!;
        const day = new Date(until - ((i % 5) + 1) * 86_400_000).toISOString().slice(0, 10);
        const t = performance.now();
        const answer = await command('GetDeviceTrace', { DEVICE_ID: String(device), DATE: day });
        traces.push(performance.now() - t);
        if (i === 0)
          lines.push(`  GetDeviceTrace: ${(answer.ROOT.POSITIONS as unknown[]).length} positions a day`);
      }
      traces.sort((a, b) => a - b);
      lines.push(
        `  GetDeviceTrace (one day, ${count.toLocaleString('en')} positions stored): ${medianP95(traces)}`,
      );

      // The retention sweep's scan: BRIN on fix_time against a sequential scan.
      const cutoff = new Date(until - 5 * 86_400_000);
      const scan = async () => {
        const t = performance.now();
        await sql`select count(*) from tracker_positions where fix_time < ${cutoff}`.execute(db);
        return performance.now() - t;
      };
      const brin = await scan();
      const seq = await db.connection().execute(async (c) => {
        await sql`set enable_bitmapscan = off`.execute(c);
        await sql`set enable_indexscan = off`.execute(c);
        await sql`set enable_indexonlyscan = off`.execute(c);
        const t = performance.now();
        await sql`select count(*) from tracker_positions where fix_time < ${cutoff}`.execute(c);
        const ms = performance.now() - t;
        await sql`reset all`.execute(c);
        return ms;
      });
      lines.push(
        `  retention scan (positions older than 5 days): BRIN ${brin.toFixed(0)} ms, sequential ${seq.toFixed(0)} ms`,
      );

      // The map of 1,000 employees.
      const maps: number[] = [];
      for (let i = 0; i < 30; i++) {
        const t = performance.now();
        const answer = await command('ConsultarPosicaoDosColaboradoresNoMapa');
        maps.push(performance.now() - t);
        if (process.env.MAP_TIMING) console.log('MAPTOTAL', (performance.now() - t).toFixed(1));
        if (i === 0)
          lines.push(
            `  ConsultarPosicaoDosColaboradoresNoMapa: ${(answer.ROOT.COLABORADORES as { COLABORADOR: unknown[] }).COLABORADOR.length} employees`,
          );
      }
      maps.sort((a, b) => a - b);
      lines.push(`  ConsultarPosicaoDosColaboradoresNoMapa (1,000 employees): ${medianP95(maps)}`);
      lines.push(
        `  load average: ${(await import('node:os'))
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
      );
    } finally {
      await server.close();
    }
    return lines;
  },
};
