import formbody from '@fastify/formbody';
import Fastify from 'fastify';
import { buildApp } from '../src/server/app';
import type { Envelope } from '../src/runtime/protocol/envelope';
import { autocannon } from './autocannon';
import type { Bench, BenchTarget } from './BenchTarget';

const SECONDS = Number(process.env.BENCH_SECONDS || 5);

/**
 * ConsultarUsuarioLogado through the whole command pipeline (token lookup, access, Ajv, transaction,
 * handler) against a bare Fastify route answering the same JSON: the pipeline's cost on the hottest call.
 */
export const loggedUser: Bench = {
  name: 'ConsultarUsuarioLogado vs bare Fastify',
  async run(target: BenchTarget) {
    const { db, close } = await target.open();
    // A high limit keeps the rate-limit plugin in the measured path without refusing the load.
    const app = await buildApp({ db, config: { rateLimitPerMinute: 100_000_000 } });
    const bare = Fastify();
    try {
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      const login = await app.inject({
        method: 'POST',
        url: '/api/command',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'COMMAND=Login&CMD.USERNAME=dono%40demo.campo&CMD.PASSWORD=Campo%402026',
      });
      const token = String(login.json<Envelope>().ROOT.AUTH_TOKEN);
      const body = new URLSearchParams({
        COMMAND: 'ConsultarUsuarioLogado',
        'CMD.INTERFACE': 'FLOW',
        PARSER: 'JSON',
        AUTH_TOKEN: token,
      }).toString();
      const sample = (
        await app.inject({
          method: 'POST',
          url: '/api/command',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: body,
        })
      ).json<Envelope>();
      if (sample.ROOT.RESULT !== '1')
        throw new Error(`ConsultarUsuarioLogado failed: ${sample.ROOT.MESSAGES.ERRORS[0]}`);

      await bare.register(formbody);
      bare.post('/bare', async () => sample);
      const bareBase = await bare.listen({ port: 0, host: '127.0.0.1' });

      await autocannon({ url: `${base}/api/command`, body, seconds: 1 });
      const command = await autocannon({ url: `${base}/api/command`, body, seconds: SECONDS });
      await autocannon({ url: `${bareBase}/bare`, body, seconds: 1 });
      const plain = await autocannon({ url: `${bareBase}/bare`, body, seconds: SECONDS });
      const ratio = command.requestsPerSecond / plain.requestsPerSecond;
      const fmt = (r: typeof command) =>
        `${Math.round(r.requestsPerSecond)} req/s (p99 ${r.latencyP99Ms} ms, non-2xx ${r.non2xx}, errors ${r.errors})`;
      return [
        `  command ConsultarUsuarioLogado: ${fmt(command)}`,
        `  bare Fastify route:             ${fmt(plain)}`,
        `  ratio: ${(ratio * 100).toFixed(1)}% of bare (target >= 40%)`,
      ];
    } finally {
      await app.close();
      await bare.close();
      await close();
    }
  },
};
