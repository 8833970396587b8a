import formbody from '@fastify/formbody';
import Fastify from 'fastify';
import type { Envelope } from '../src/runtime/protocol/envelope';
import { autocannon } from './autocannon';
import type { Bench, BenchTarget } from './BenchTarget';
import { startBenchServer } from './benchSupport';

const SECONDS = Number(process.env.BENCH_SECONDS || 5);

/**
 * ConsultarUsuarioLogado through the whole command pipeline (token lookup, access, Ajv, transaction,
 * handler) against a bare Fastify route answering the same JSON: the pipeline's cost on the hottest call.
 */
export const loggedUser: Bench = {
  name: 'ConsultarUsuarioLogado vs bare Fastify',
  async run(target: BenchTarget) {
    const server = await startBenchServer(target);
    const { app } = server;
    const bare = Fastify();
    try {
      const token = await server.login();
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

      await autocannon({ url: server.url, body, seconds: 1 });
      const command = await autocannon({ url: server.url, body, seconds: SECONDS });
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
      await bare.close();
      await server.close();
    }
  },
};
