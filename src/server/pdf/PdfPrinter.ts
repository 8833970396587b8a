import type { PrintImage } from './PrintImages';

/** How one HTML document prints (page.pdf's options, sizes in mm). */
export interface PrintOptions {
  /** Chromium's header and footer templates (layoutHtml); none printed when both are empty. */
  headerTemplate?: string;
  footerTemplate?: string;
  landscape?: boolean;
  format?: 'A4' | 'Letter';
  marginsMm?: { top: number; right: number; bottom: number; left: number };
  scale?: number;
  /** Images the HTML names by URL (createPrintImages), served from memory during this print only. */
  images?: ReadonlyMap<string, PrintImage>;
}

/** Prints HTML to PDF with one shared headless Chromium (createPdfPrinter). */
export interface PdfPrinter {
  /** The browser's path. */
  executablePath: string;
  print(html: string, options?: PrintOptions): Promise<Uint8Array>;
  /** Closes the browser (the app's onClose); a later print launches it again. */
  close(): Promise<void>;
}
