import type { TFunction } from 'i18next';
import type { Kysely } from 'kysely';
import type { AccessService } from './access/AccessService';
import type { Bus } from './bus/Bus';
import type { SessionService } from './auth/SessionService';
import type { CommandRegistry } from './commands/registry';
import type { ProfileCache } from './auth/loadProfile';
import type { ServerConfig } from './config/ServerConfig';
import type { Database } from './db/Database';
import type { JobQueue } from './jobs/JobQueue';
import type { Mailer } from './mail/Mailer';
import type { PdfPrinter } from './pdf/PdfPrinter';
import type { ServerMetadata } from './metadata/ServerMetadata';
import type { FileStorage } from './storage/FileStorage';
import type { WebhookWorker } from './webhooks/WebhookWorker';

/** What the plugins share, built once by buildApp and passed in as plugin options. */
export interface ServerServices {
  db: Kysely<Database>;
  config: ServerConfig;
  metadata: ServerMetadata;
  registry: CommandRegistry;
  sessions: SessionService;
  profiles: ProfileCache;
  access: AccessService;
  webhooks: WebhookWorker;
  /** The durable job queue (docs/jobs.md): schedule inside the command's transaction, `work` at build. */
  jobs: JobQueue;
  mailer: Mailer;
  /** Uploaded files' bytes (LocalDiskStorage under CAMPO_UPLOAD_DIR by default). */
  storage: FileStorage;
  translate: (locale?: string | null) => TFunction;
  /** Prints custom PDF layouts with Chromium (docs/pdf.md); null when the server has none. */
  pdfPrinter: PdfPrinter | null;
  serverVersion: string;
  /** Publish/subscribe between the server's processes (src/server/bus; docs/tracker.md). */
  bus: Bus;
}
