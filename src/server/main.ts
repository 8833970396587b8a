import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp, PROJECT_ROOT } from './app';
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

/** Starts Campo: opens and migrates the database, seeds, serves the API and the built app. */
async function main(): Promise<void> {
  const config = readServerConfig();
  const db = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.dbPoolSize,
  });
  await migrateToLatest(db);
  const files = new LocalDiskStorage(config.uploadDir);
  const logins = await seedDemo(db, {
    demo: config.demo,
    adminPassword: config.adminPassword,
    storage: files,
  });
  const distDir = join(PROJECT_ROOT, 'dist');
  const chromium = findChromium(process.env);
  const app = await buildApp({
    pdfPrinter: chromium.path ? createPdfPrinter({ executablePath: chromium.path, pages: 2 }) : null,
    db,
    ownsDb: true,
    config,
    storage: files,
    logger: { level: process.env.LOG_LEVEL || 'info' },
    staticDir: existsSync(distDir) ? distDir : undefined,
  });
  // The demo workflow documents run through the engine, which schedules jobs: the app's queue is needed.
  if (config.demo)
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

  const address = await app.listen({ port: config.port, host: config.host });
  // Traccar's own port for the OsmAnd protocol, so a phone set up for a Traccar server works unchanged.
  const osmand = config.osmandPort > 0 ? await app.listenOsmAnd(config.osmandPort) : null;
  const storage = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const lines = [
    `Campo listening on ${address} (open http://localhost:${config.port}/)`,
    `Storage: ${storage}`,
    `Tracker (OsmAnd): ${config.publicUrl}/api/osmand${osmand ? ` and ${osmand}/` : ''}`,
    chromiumLogLine(chromium),
    existsSync(distDir) ? '' : 'No dist/ yet: run `npm run build` to serve the web app.',
    config.demo
      ? `Demo logins (password ${DEMO_PASSWORD}): ${logins.filter((l) => l !== 'admin').join(', ')}`
      : '',
    `Platform administrator: admin${config.demo || !process.env.CAMPO_ADMIN_PASSWORD ? ` (password ${config.adminPassword})` : ''}`,
  ];
  console.log(lines.filter(Boolean).join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
