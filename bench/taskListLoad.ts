import { loadavg } from 'node:os';
import { autocannon } from './autocannon';
import type { Bench, BenchTarget } from './BenchTarget';
import { startBenchServer } from './benchSupport';

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
    const server = await startBenchServer(target);
    try {
      const url = server.url;
      const body = new URLSearchParams({
        COMMAND: 'ConsultarAtividadesFlowV2',
        PARSER: 'JSON',
        AUTH_TOKEN: await server.login(),
        'CMD.PERIODO': 'thisMonth',
        'CMD.PAGE': '1',
        'CMD.PAGE_SIZE': '50',
      }).toString();
      await autocannon({ url, body, connections: CLIENTS, seconds: 2 });
      const loadBefore = loadavg()[0]!.toFixed(1);
      const result = await autocannon({ url, body, connections: CLIENTS, seconds: SECONDS });
      const goal = target.name.startsWith('PGlite') ? 300 : 100;
      return [
        `  ${server.workers} server process${server.workers > 1 ? 'es' : ''} (BENCH_WORKERS): ${Math.round(result.requestsPerSecond)} req/s, p99 ${result.latencyP99Ms} ms (target < ${goal} ms: ${result.latencyP99Ms < goal ? 'met' : 'NOT met'}), non-2xx ${result.non2xx}, errors ${result.errors}; load average ${loadBefore} before, ${loadavg()[0]!.toFixed(1)} after (shared machine)`,
      ];
    } finally {
      await server.close();
    }
  },
};
