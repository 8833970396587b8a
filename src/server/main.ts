import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp, PROJECT_ROOT } from './app';
import type { ServerConfig } from './config/ServerConfig';
import { readServerConfig } from './config/readServerConfig';
import { createDatabase } from './db/createDatabase';
import { migrateToLatest } from './db/migrateToLatest';
import { DEMO_PASSWORD } from './demo/demoPassword';
import { seedDemo } from './demo/seedDemo';
import { seedDemoWorkflows } from './demo/seedDemoWorkflows';
import { chromiumLogLine } from './pdf/chromiumLogLine';
import { createPdfPrinter } from './pdf/createPdfPrinter';
import { findChromium } from './pdf/findChromium';
import { LocalDiskStorage } from './storage/LocalDiskStorage';

const DIST_DIR = join(PROJECT_ROOT, 'dist');

/** Opens the database of the configuration (a pool per process). */
const openDatabase = (config: ServerConfig) =>
  createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.dbPoolSize });

/** Migrates and seeds (once, before any process serves); answers the demo logins. */
async function prepareDatabase(config: ServerConfig, db: Awaited<ReturnType<typeof openDatabase>>) {
  await migrateToLatest(db);
  return seedDemo(db, {
    demo: config.demo,
    adminPassword: config.adminPassword,
    storage: new LocalDiskStorage(config.uploadDir),
  });
}

/** What the server prints once it listens: the address, the storage, the tracker ports, the PDF printer and the logins. */
function banner(config: ServerConfig, address: string, osmand: string | null, logins: string[]): string {
  const storage = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const processes = config.workers > 1 && config.databaseUrl ? ` in ${config.workers} processes` : '';
  return [
    `Campo listening on ${address}${processes} (open http://localhost:${config.port}/)`,
    `Storage: ${storage}`,
    `Tracker (OsmAnd): ${config.publicUrl}/api/osmand${osmand ? ` and ${osmand}/` : ''}`,
    chromiumLogLine(findChromium(process.env)),
    existsSync(DIST_DIR) ? '' : 'No dist/ yet: run `npm run build` to serve the web app.',
    config.demo
      ? `Demo logins (password ${DEMO_PASSWORD}): ${logins.filter((l) => l !== 'admin').join(', ')}`
      : '',
    `Platform administrator: admin${config.demo || !process.env.CAMPO_ADMIN_PASSWORD ? ` (password ${config.adminPassword})` : ''}`,
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * One serving process: the app on the configured port (shared through node:cluster when clustered).
 * Alone it migrates and seeds first; clustered, the primary did, and only the first worker runs the
 * demo workflow documents through its engine.
 */
async function serve(config: ServerConfig, clustered: boolean): Promise<void> {
  const db = await openDatabase(config);
  const logins = clustered ? [] : await prepareDatabase(config, db);
  const chromium = findChromium(process.env);
  const app = await buildApp({
    pdfPrinter: chromium.path ? createPdfPrinter({ executablePath: chromium.path, pages: 2 }) : null,
    db,
    ownsDb: true,
    config,
    storage: new LocalDiskStorage(config.uploadDir),
    logger: { level: process.env.LOG_LEVEL || 'info' },
    staticDir: existsSync(DIST_DIR) ? DIST_DIR : undefined,
  });
  // The demo workflow documents run through the engine, which schedules jobs: the app's queue is needed.
  if (config.demo && (!clustered || cluster.worker?.id === 1))
    await seedDemoWorkflows(
      db,
      { jobs: app.jobs, t: app.translate('pt-BR'), publicUrl: config.publicUrl },
      new Date(),
    );

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  // Clustered, the primary asks a worker to stop by disconnecting it.
  if (clustered) process.on('disconnect', () => shutdown('disconnect'));

  const address = await app.listen({ port: config.port, host: config.host });
  // Traccar's own port for the OsmAnd protocol, so a phone set up for a Traccar server works unchanged.
  const osmand = config.osmandPort > 0 ? await app.listenOsmAnd(config.osmandPort) : null;
  if (clustered) process.send?.({ campoListening: address, osmand });
  else console.log(banner(config, address, osmand, logins));
}

/**
 * The primary of CAMPO_WORKERS processes (node:cluster, one port): migrates and seeds, forks the
 * workers, prints the banner once they all listen, and replaces a worker that dies. Caches are per
 * process, kept in step through the bus (shareForgetting).
 */
async function runPrimary(config: ServerConfig): Promise<void> {
  const db = await openDatabase(config);
  const logins = await prepareDatabase(config, db);
  await db.destroy();
  let closing = false;
  let listening = 0;
  const fork = () => {
    const worker = cluster.fork();
    worker.on('message', (message: { campoListening?: string; osmand?: string | null }) => {
      if (message?.campoListening && ++listening === config.workers)
        console.log(banner(config, message.campoListening, message.osmand ?? null, logins));
    });
  };
  cluster.on('exit', (worker, code, signal) => {
    if (closing) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`Campo worker ${worker.process.pid} stopped (${signal ?? code}); starting another`);
    fork();
  });
  const shutdown = () => {
    if (closing) return;
    closing = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.disconnect();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  for (let i = 0; i < config.workers; i++) fork();
}

/** Starts Campo: one process, or CAMPO_WORKERS processes on PostgreSQL. */
async function main(): Promise<void> {
  const config = readServerConfig();
  if (config.workers > 1 && !config.databaseUrl)
    console.warn(
      `CAMPO_WORKERS=${config.workers} needs DATABASE_URL (the embedded PGlite belongs to one process): serving with one process.`,
    );
  const clustered = config.workers > 1 && config.databaseUrl !== undefined;
  if (clustered && cluster.isPrimary) return runPrimary(config);
  return serve(config, clustered);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
