import type { PdfPrinter } from '../pdf/PdfPrinter';
import type { FileStorage } from '../storage/FileStorage';
import type { DownloadData } from './DownloadData';

/** What a format's builder gets: the data, the requester's language and time zone, the files, progress. */
export interface DownloadBuildContext {
  data: DownloadData;
  /** Translator in the requester's locale (labels, headers, file texts). */
  t: (key: string, vars?: Record<string, unknown>) => string;
  locale: string;
  /** The requester's UTC offset in minutes (dates shown as on their screen). */
  utcOffset: number;
  now: Date;
  storage: FileStorage;
  /** Prints documents whose form has a custom PDF layout; null or absent when the server has no Chromium. */
  pdfPrinter?: PdfPrinter | null;
  /** Reports the share of the build done, 0..1 (written to the row, throttled). */
  progress(fraction: number): Promise<void>;
}
