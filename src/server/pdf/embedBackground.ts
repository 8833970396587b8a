import type { PDFDocument, PDFEmbeddedPage, PDFImage } from 'pdf-lib';
import { imageTypeOf } from '../files/imageTypeOf';

const isPdf = (bytes: Uint8Array) => String.fromCharCode(...bytes.subarray(0, 5)) === '%PDF-';

/**
 * A layout background's drawable in `doc`: a PNG or JPEG image, or a PDF file's first page; null for
 * anything else (uploads accept only those).
 *
 * @example const drawable = await embedBackground(doc, await storage.get(key));
 */
export async function embedBackground(
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
