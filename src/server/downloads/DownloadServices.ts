import type { TFunction } from 'i18next';
import type { Kysely } from 'kysely';
import type { Database } from '../db/Database';
import type { PdfPrinter } from '../pdf/PdfPrinter';
import type { FileStorage } from '../storage/FileStorage';

/** What generating a download needs from the server, outside any command. */
export interface DownloadServices {
  db: Kysely<Database>;
  storage: FileStorage;
  translate: (locale?: string | null) => TFunction;
  /** Prints custom PDF layouts; null without Chromium. */
  pdfPrinter?: PdfPrinter | null;
}
