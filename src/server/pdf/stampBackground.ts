import { PDFDocument, PDFImage, type PDFEmbeddedPage } from 'pdf-lib';
import type { PdfBackground } from '../../runtime/pdf/PdfLayout';
import { imageTypeOf } from '../files/imageTypeOf';
import { backgroundPages } from './backgroundPages';

const isPdf = (bytes: Uint8Array) => String.fromCharCode(...bytes.subarray(0, 5)) === '%PDF-';

/** The background's drawable: a PNG or JPEG image, or a PDF's first page; null for anything else. */
async function embedBackground(
  doc: PDFDocument,
  file: Uint8Array,
): Promise<PDFImage | PDFEmbeddedPage | null> {
  if (isPdf(file)) {
    const [first] = await doc.embedPdf(file, [0]);
    return first ?? null;
  }
  const type = imageTypeOf(file);
  if (type === 'image/png') return doc.embedPng(file);
  if (type === 'image/jpeg') return doc.embedJpg(file);
  return null;
}

/**
 * A printed PDF with its background stamped UNDER the content (spec 001 §3) on the pages the background
 * names (backgroundPages): on each such page the background (a PNG/JPEG image, or a PDF file's first
 * page) is drawn across the whole page, then the printed page, embedded, over it; the other pages are
 * copied as they are. Answers the PDF unchanged when no page gets it or the file is no PNG, JPEG or PDF
 * (uploads accept only those).
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
  const chosen = new Set(backgroundPages(background, printed.getPageCount()));
  if (!chosen.size) return pdf;
  const doc = await PDFDocument.create();
  const drawable = await embedBackground(doc, file);
  if (!drawable) return pdf;
  const indices = printed.getPageIndices();
  const embedded = await doc.embedPdf(
    printed,
    indices.filter((i) => chosen.has(i + 1)),
  );
  const copied = await doc.copyPages(
    printed,
    indices.filter((i) => !chosen.has(i + 1)),
  );
  for (const index of indices) {
    if (!chosen.has(index + 1)) {
      doc.addPage(copied.shift()!);
      continue;
    }
    const content = embedded.shift()!;
    const { width, height } = printed.getPage(index).getSize();
    const page = doc.addPage([width, height]);
    if (drawable instanceof PDFImage) page.drawImage(drawable, { x: 0, y: 0, width, height });
    else page.drawPage(drawable, { x: 0, y: 0, width, height });
    page.drawPage(content, { x: 0, y: 0, width, height });
  }
  return doc.save();
}
