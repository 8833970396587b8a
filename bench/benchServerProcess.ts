import { buildApp } from '../src/server/app';
import { createDatabase } from '../src/server/db/createDatabase';
import { BENCH_APP_CONFIG, type BenchServerSetting } from './benchServerSetting';

/**
 * One of BENCH_WORKERS server processes (node:cluster, started by startBenchServer): the bench's
 * PostgreSQL schema, the app as startBenchServer builds it, listening on the shared port.
 */
async function main() {
  const setting = JSON.parse(process.env.CAMPO_BENCH_SERVER!) as BenchServerSetting;
  const db = await createDatabase({ databaseUrl: setting.url, searchPath: setting.schema });
  const app = await buildApp({ db, ownsDb: true, config: BENCH_APP_CONFIG });
  await app.listen({ port: setting.port, host: '127.0.0.1' });
  process.send?.('listening');
  process.on('disconnect', () => void app.close().then(() => process.exit(0)));
}

void main();
