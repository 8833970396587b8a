import type { TFunction } from 'i18next';
import type { Kysely, Transaction } from 'kysely';
import type { AccessService } from '../access/AccessService';
import type { Bus } from '../bus/Bus';
import type { ServerConfig } from '../config/ServerConfig';
import type { Database } from '../db/Database';
import type { JobQueue } from '../jobs/JobQueue';
import type { Mailer } from '../mail/Mailer';
import type { ServerMetadata } from '../metadata/ServerMetadata';
import type { SessionInfo } from '../auth/SessionInfo';
import type { SessionService } from '../auth/SessionService';
import type { PdfPrinter } from '../pdf/PdfPrinter';
import type { FileStorage } from '../storage/FileStorage';
import type { ProfileCache } from '../auth/loadProfile';

/** A file sent in a multipart request, under its field name (e.g. `CMD.PHOTO`). */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

/** What a handler gets: its transaction, the caller's session and the server's services. */
export interface CommandContext {
  /**
   * The one transaction of this command, begun on first call (the same one on later calls) and rolled
   * back when the handler throws. Lazy so a command answered from cache costs no BEGIN/COMMIT.
   */
  transaction(): Promise<Transaction<Database>>;
  /**
   * The database outside the transaction: for afterCommit work, and for reads a handler needs before its
   * CPU-heavy step (password hashing, spreadsheet parsing, PDF building) so that step holds no connection.
   */
  db: Kysely<Database>;
  /** Set for session, user and admin commands; null for public ones. */
  session: SessionInfo | null;
  files: ReadonlyMap<string, UploadedFile>;
  config: ServerConfig;
  metadata: ServerMetadata;
  sessions: SessionService;
  /** Cached logged-user profiles; writers of profile data call `forget`. */
  profiles: ProfileCache;
  /** Cached company plans, overrides and limits; writers call forgetCompanies (access/forgetCompanies). */
  access: AccessService;
  /** Wakes the webhook worker after a delivery was recorded. */
  wakeWebhooks(): void;
  mailer: Mailer;
  /** Uploaded files' bytes, by key `<company_id>/<uuid>`. */
  storage: FileStorage;
  /** The durable job queue (docs/jobs.md): schedule with `{ trx }` of this command's transaction. */
  jobs: JobQueue;
  /** The shared Chromium printer (src/server/pdf); null when the server has no Chromium. */
  pdfPrinter: PdfPrinter | null;
  serverVersion: string;
  /** Publish/subscribe between the server's processes (e.g. a device saved: every process forgets it). */
  bus: Bus;
  /** Translator in the caller's locale (pt-BR when anonymous). */
  t: TFunction;
  /** Translator for another locale, e.g. a mail's recipient. */
  translate(locale: string): TFunction;
  /** Adds a success message to the envelope's MESSAGES.INFORMATIONS. */
  inform(message: string): void;
  /** Work to run once the transaction committed (sending mail); its failures are logged, not answered. */
  afterCommit(task: () => Promise<void>): void;
}
