import { PDFDocument } from 'pdf-lib';

/**
 * PDFs one after the other as one PDF (pdf-lib), each page as it was.
 *
 * @example const both = await mergePdfs([taskA, taskB]);
 */
export async function mergePdfs(pdfs: readonly Uint8Array[]): Promise<Uint8Array> {
  if (pdfs.length === 1) return pdfs[0]!;
  const merged = await PDFDocument.create();
  for (const bytes of pdfs) {
    const source = await PDFDocument.load(bytes);
    for (const page of await merged.copyPages(source, source.getPageIndices())) merged.addPage(page);
  }
  return merged.save();
}
