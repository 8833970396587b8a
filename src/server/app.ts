import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Bus } from './bus/Bus';
import type { Kysely } from 'kysely';
import { errorEnvelope } from '../runtime/protocol/envelope';
import { AccessService } from './access/AccessService';
import { SessionService } from './auth/SessionService';
import { allCommands } from './commands/allCommands';
import { ProfileCache } from './auth/loadProfile';
import { recurrentTaskJobs } from './tasks/recurrentTaskJobs';
import { downloadJobs } from './downloads/downloadJobs';
import { sweepExpiredDownloadsHourly } from './downloads/sweepExpiredDownloads';
import type { CommandRegistry } from './commands/registry';
import type { ServerConfig } from './config/ServerConfig';
import { readServerConfig } from './config/readServerConfig';
import type { Database } from './db/Database';
import { createTranslators } from './i18n/createTranslators';
import { createJobQueue } from './jobs/createJobQueue';
import type { JobQueue } from './jobs/JobQueue';
import { createMailer } from './mail/createMailer';
import { revisionDeadlineJobs } from './formApproval/revisionDeadlineJobs';
import { revisionDisapprovalJobs } from './formApproval/revisionDisapprovalJobs';
import { mailJobs } from './mail/mailJobs';
import { workflowJobs } from './workflows/workflowJobs';
import type { Mailer } from './mail/Mailer';
import { redactingLoggerOptions } from './logging/redactingLoggerOptions';
import { loadServerMetadata } from './metadata/loadServerMetadata';
import type { ServerMetadata } from './metadata/ServerMetadata';
import { authPlugin } from './plugins/authPlugin';
import { commandsPlugin } from './plugins/commandsPlugin';
import { trackerPlugin } from './plugins/trackerPlugin';
import { createBus } from './bus/createBus';
import { shareForgetting } from './cache/shareForgetting';
import { Tracker } from './tracker/Tracker';
import { TrackerHub } from './tracker/TrackerHub';
import { OsmAndPorts } from './tracker/OsmAndPorts';
import { positionRetention } from './tracker/positionRetention';
import { dbPlugin } from './plugins/dbPlugin';
import { staticPlugin } from './plugins/staticPlugin';
import type { ServerServices } from './ServerServices';
import type { FileStorage } from './storage/FileStorage';
import { LocalDiskStorage } from './storage/LocalDiskStorage';
import { computeSecurityHeaders } from './security/computeSecurityHeaders';
import { securityHeaders } from './security/securityHeaders';
import { sweepOrphanUploadsHourly } from './storage/sweepOrphanUploads';
import { imageJobs } from './files/imageJobs';
import { WebhookWorker } from './webhooks/WebhookWorker';
import { PROJECT_ROOT } from './projectRoot';
import { createPdfPrinter } from './pdf/createPdfPrinter';
import { findChromium } from './pdf/findChromium';
import type { PdfPrinter } from './pdf/PdfPrinter';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job queue (docs/jobs.md), for jobs registered outside commands and for tests. */
    jobs: JobQueue;
    /** The translators by locale (pt-BR when unknown), for work outside commands (the demo seed's mail). */
    translate: ServerServices['translate'];
    /** The tracker server of this process (docs/tracker.md), for tests and benches. */
    tracker: Tracker;
    /** Publish/subscribe between the server's processes (src/server/bus). */
    bus: Bus;
    /**
     * Opens the OsmAnd protocol at `/` on a port of its own (CAMPO_OSMAND_PORT; 0: an ephemeral one),
     * closed with the app; answers the address.
     */
    listenOsmAnd(port: number, host?: string): Promise<string>;
  }
}

/** The project root (metadata/, schemas/, package.json, dist/), from this file's place in src/server. */
export { PROJECT_ROOT };

export interface BuildAppOptions {
  /** A migrated database. */
  db: Kysely<Database>;
  /** Close the database when the app closes (main.ts); tests share theirs across apps. */
  ownsDb?: boolean;
  config?: Partial<ServerConfig>;
  /** Defaults to the validated metadata of the project root. */
  metadata?: ServerMetadata;
  /** Defaults to every command of the product. */
  registry?: CommandRegistry;
  mailer?: Mailer;
  /** Defaults to a LocalDiskStorage under `config.uploadDir`. */
  storage?: FileStorage;
  /** pino options (level, stream); secrets are redacted whatever is passed (redactingLoggerOptions). */
  logger?: FastifyServerOptions['logger'];
  /** Folder served at `/` (the Vite build), if any. */
  staticDir?: string;
  /** Prints custom PDF layouts; defaults to one on the Chromium findChromium finds (null: none). */
  pdfPrinter?: PdfPrinter | null;
  /** Time between two keepalive `{}` on the tracker websockets (55 s; tests shorten it). */
  socketKeepaliveMs?: number;
}

/** A printer on the Chromium the environment names or has, launched on its first print; null without. */
function defaultPdfPrinter(): PdfPrinter | null {
  const chromium = findChromium(process.env);
  return chromium.path ? createPdfPrinter({ executablePath: chromium.path, pages: 2 }) : null;
}

/**
 * The Fastify app without a listening port: main.ts listens, tests use `app.inject()`. Throws at build
 * when metadata is invalid or the command registry and metadata/commands.json disagree.
 *
 * @example const app = await buildApp({ db }); await app.inject({ method: 'POST', url: '/api/command', ... });
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const config = { ...readServerConfig(), ...options.config };
  const metadata = options.metadata ?? loadServerMetadata(PROJECT_ROOT);
  const registry = options.registry ?? allCommands();
  registry.checkAgainst(metadata.commands, metadata.ajv);
  const pkg = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string };
  const storage = options.storage ?? new LocalDiskStorage(config.uploadDir);
  const translate = createTranslators(metadata.messages);
  const pdfPrinter = options.pdfPrinter === undefined ? defaultPdfPrinter() : options.pdfPrinter;
  // The app's logger exists only once Fastify is built, below; the bus and tracker log through it.
  let log: FastifyBaseLogger | null = null;
  const logger = () => log!;
  const bus = createBus(options.db, (err, topic) => logger().error({ err, topic }, 'bus: message lost'));
  const services: ServerServices = {
    db: options.db,
    config,
    metadata,
    registry,
    sessions: new SessionService(options.db, config.sessionTtlHours * 3600 * 1000, config.cacheTtlMs),
    profiles: new ProfileCache(config.cacheTtlMs),
    access: new AccessService(metadata, config.cacheTtlMs, config.daysToCancel),
    // A form webhook's PDF (sendPdf) is built by the worker when it sends, in pt-BR like the mail's.
    webhooks: new WebhookWorker(options.db, config, { storage, t: translate('pt-BR'), pdfPrinter }),
    jobs: await createJobQueue(options.db, config),
    mailer: options.mailer ?? createMailer(config.smtpUrl, config.mailFrom),
    storage,
    translate,
    pdfPrinter,
    serverVersion: pkg.version,
    bus,
  };
  // A revocation, a profile edit or an access change in any process drops the stale entries in all.
  shareForgetting(bus, [services.sessions, services.profiles, services.access], (err) =>
    logger().error({ err }, 'cache: forgetting not published'),
  );
  const tracker = new Tracker(
    options.db,
    bus,
    { cacheTtlMs: config.cacheTtlMs, maxAccuracyM: config.positionMaxAccuracyM },
    logger,
  );
  const osmandPorts = new OsmAndPorts(tracker, { trustProxy: config.trustProxy, log: logger });
  const hub = new TrackerHub(options.db, bus, options.socketKeepaliveMs ?? 55_000, logger);

  const app = Fastify({
    logger: redactingLoggerOptions(options.logger ?? false),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
  });
  log = app.log;
  // Security headers on every answer (page, assets, API, 404), registered before any route or handler;
  // worked out by helmet once, set as they are on each request.
  const headers = await computeSecurityHeaders(securityHeaders(config));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) {
      const t = services.translate();
      return reply
        .status(200)
        .send(
          errorEnvelope(
            'UNKNOWN_COMMAND',
            t('errors.UNKNOWN_COMMAND', { command: request.url.split('?')[0] }),
          ),
        );
    }
    return reply.status(404).type('text/plain').send('Not found');
  });
  // The webhook worker runs while the app is up; preClose runs before any onClose (the db plugin's),
  // so it stops and records its last POSTs while the database is still open.
  app.addHook('onReady', async () => services.webhooks.start(app.log));
  app.addHook('preClose', async () => services.webhooks.stop());
  // The job queue likewise: it polls while the app is up; stop waits for the job running.
  app.decorate('jobs', services.jobs);
  app.decorate('translate', services.translate);
  // The tracker (docs/tracker.md): OsmAnd on its own port is opened by main.ts, never by a test's app.
  app.decorate('tracker', tracker);
  app.decorate('bus', bus);
  app.decorate('listenOsmAnd', (port: number, host?: string) =>
    osmandPorts.listen(port, host ?? config.host),
  );
  app.addHook('preClose', async () => {
    await osmandPorts.close();
    hub.close();
    await tracker.close();
    await bus.close();
  });
  // Recurrent tasks' occurrences (docs/tasks.md), topped up daily; each boot ensures the next top-up.
  recurrentTaskJobs.register(services.jobs);
  // The downloads queue (docs/downloads.md): each file is built by a job, outside its transaction.
  downloadJobs.register(services.jobs, {
    db: options.db,
    storage: services.storage,
    translate: services.translate,
    pdfPrinter: services.pdfPrinter,
  });
  // Notices nobody waits for (task decisions, chat messages, workflow and alert mail) are sent by the
  // queue, which builds their attachments (a document's PDF) when it sends.
  mailJobs.register(services.jobs, {
    mailer: services.mailer,
    receiptAddress: config.mailFrom,
    storage: services.storage,
    t: services.translate('pt-BR'),
    publicUrl: config.publicUrl,
    pdfPrinter: services.pdfPrinter,
  });
  // Maintenance on the queue (periodicJob: one run per slot, whatever the processes): daily, record
  // images nothing references leave; hourly, uploads no saved document took and expired downloads.
  const sweeps = [
    ...(config.orphanUploadHours > 0
      ? [
          imageJobs.register(services.jobs, services.storage, config.orphanUploadHours),
          sweepOrphanUploadsHourly(services.jobs, services.storage, config.orphanUploadHours),
        ]
      : []),
    ...(config.downloadRetentionHours > 0
      ? [sweepExpiredDownloadsHourly(services.jobs, services.storage, config.downloadRetentionHours)]
      : []),
    ...(config.positionRetentionDays > 0
      ? [positionRetention(services.jobs, config.positionRetentionDays)]
      : []),
  ];
  app.addHook('onReady', async () => {
    for (const sweep of sweeps) await sweep.scheduleNext(new Date());
  });
  // Workflow timers and deadlines (docs/workflows.md): each fires once per step run.
  workflowJobs.register(services.jobs, {
    t: services.translate('pt-BR'),
    publicUrl: config.publicUrl,
    wakeWebhooks: () => services.webhooks.wake(),
  });
  // Form revisions past their flow's deadline (docs/form-approval.md): the responsibles reminded once.
  revisionDeadlineJobs.register(services.jobs, {
    t: services.translate('pt-BR'),
    publicUrl: config.publicUrl,
  });
  // A disapproved round (docs/form-approval.md): its author e-mailed once, with the justification.
  revisionDisapprovalJobs.register(services.jobs, {
    t: services.translate('pt-BR'),
    publicUrl: config.publicUrl,
  });
  app.addHook('onReady', async () => services.jobs.start(app.log));
  app.addHook(
    'onReady',
    async () => void (await recurrentTaskJobs.scheduleNextTopUp(services.jobs, new Date())),
  );
  app.addHook('preClose', async () => services.jobs.stop());
  // The PDF printer's Chromium (if one was launched) closes once no job prints any more.
  app.addHook('onClose', async () => services.pdfPrinter?.close());
  await app.register(dbPlugin, { db: options.db, owned: options.ownsDb ?? false });
  await app.register(authPlugin, services);
  await app.register(commandsPlugin, services);
  // On the app itself, so its routes (the tracker's /api/socket) and tests (`injectWS`) see it.
  await app.register(websocket, { options: { maxPayload: 4096 } });
  await app.register(trackerPlugin, { ...services, tracker, osmandPorts, hub });
  if (options.staticDir) await app.register(staticPlugin, { root: options.staticDir });
  return app;
}
