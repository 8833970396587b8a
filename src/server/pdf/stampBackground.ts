import { PDFDocument } from 'pdf-lib';
import type { PdfBackground } from '../../runtime/pdf/PdfLayout';
import { assemblePdf } from './assemblePdf';
import { backgroundPages } from './backgroundPages';

/**
 * A printed PDF with its background stamped UNDER the content (spec 001 §3) on the pages the background
 * names (backgroundPages): on each such page the background (a PNG/JPEG image, or a PDF file's first
 * page) is drawn across the whole page, then the printed page, embedded, over it; the other pages are
 * copied as they are (assemblePdf). Answers the PDF unchanged when no page gets it.
 *
 * @example const stamped = await stampBackground(printed, layout.background, await storage.get(key));
 */
export async function stampBackground(
  pdf: Uint8Array,
  background: PdfBackground,
  file: Uint8Array | null,
): Promise<Uint8Array> {
  if (!file || background.mode === 'none') return pdf;
  const printed = await PDFDocument.load(pdf);
  if (!backgroundPages(background, printed.getPageCount()).length) return pdf;
  return assemblePdf([
    { pdf: printed, pages: printed.getPageIndices(), background: { layout: background, file } },
  ]);
}
