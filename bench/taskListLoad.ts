import { loadavg } from 'node:os';
import { buildApp, PROJECT_ROOT } from '../src/server/app';
import { loadServerMetadata } from '../src/server/metadata/loadServerMetadata';
import { DEMO_PASSWORD } from '../src/server/demo/demoPassword';
import type { Envelope } from '../src/runtime/protocol/envelope';
import { autocannon } from './autocannon';
import type { Bench, BenchTarget } from './BenchTarget';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS || 30);
const CLIENTS = 50;

/**
 * The task list under load (issue 13): 50 concurrent clients (autocannon, its own process) on
 * ConsultarAtividadesFlowV2 over the demo data for 30 s (BENCH_LOAD_SECONDS), the page a user opens (this
 * month, 50 rows, counts per state). Targets: p99 < 100 ms on PostgreSQL, < 300 ms on PGlite.
 */
export const taskListLoad: Bench = {
  name: `ConsultarAtividadesFlowV2, ${CLIENTS} concurrent clients, ${SECONDS} s`,
  async run(target: BenchTarget) {
    const { db, close } = await target.open();
    const app = await buildApp({
      db,
      metadata: loadServerMetadata(PROJECT_ROOT),
      config: { rateLimitPerMinute: 100_000_000, jobsPollMs: 0, webhookPollMs: 0 },
    });
    try {
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      const login = await app.inject({
        method: 'POST',
        url: '/api/command',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          COMMAND: 'Login',
          'CMD.USERNAME': 'dono@demo.campo',
          'CMD.PASSWORD': DEMO_PASSWORD,
        }).toString(),
      });
      const body = new URLSearchParams({
        COMMAND: 'ConsultarAtividadesFlowV2',
        PARSER: 'JSON',
        AUTH_TOKEN: String(login.json<Envelope>().ROOT.AUTH_TOKEN),
        'CMD.PERIODO': 'thisMonth',
        'CMD.PAGE': '1',
        'CMD.PAGE_SIZE': '50',
      }).toString();
      const url = `${base}/api/command`;
      await autocannon({ url, body, connections: CLIENTS, seconds: 2 });
      const loadBefore = loadavg()[0]!.toFixed(1);
      const result = await autocannon({ url, body, connections: CLIENTS, seconds: SECONDS });
      const goal = target.name.startsWith('PGlite') ? 300 : 100;
      return [
        `  ${Math.round(result.requestsPerSecond)} req/s, p99 ${result.latencyP99Ms} ms (target < ${goal} ms: ${result.latencyP99Ms < goal ? 'met' : 'NOT met'}), non-2xx ${result.non2xx}, errors ${result.errors}; load average ${loadBefore} before, ${loadavg()[0]!.toFixed(1)} after (shared machine)`,
      ];
    } finally {
      await app.close();
      await close();
    }
  },
};
