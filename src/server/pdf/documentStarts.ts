import type { PDFDocument } from 'pdf-lib';
import { PDFArray, PDFDict, PDFHexString, PDFName, PDFString, type PDFObject } from 'pdf-lib';
import { PDF_DOCUMENT_MARK } from '../../runtime/pdf/html/PDF_DOCUMENT_MARK';

/** The text of a link annotation's URI action, if it has one. */
function linkUri(annotation: PDFObject | undefined): string | null {
  if (!(annotation instanceof PDFDict)) return null;
  const uri = annotation.lookupMaybe(PDFName.of('A'), PDFDict)?.lookup(PDFName.of('URI'));
  return uri instanceof PDFString || uri instanceof PDFHexString ? uri.decodeText() : null;
}

/**
 * Where each of the `count` documents of a batch print (layoutBatchHtml) starts: the page index of
 * each one's mark (a link to `PDF_DOCUMENT_MARK<index>`, which Chromium prints as a link annotation),
 * the marks taken off the pages as they are read. Throws unless every document is found, the first on
 * the first page, each after the one before.
 *
 * @example documentStarts(await PDFDocument.load(printed), 3) // [0, 1, 4]
 */
export function documentStarts(pdf: PDFDocument, count: number): number[] {
  const starts = new Array<number>(count).fill(-1);
  pdf.getPages().forEach((page, pageIndex) => {
    const annotations = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray);
    if (!annotations) return;
    const kept = annotations.asArray().filter((ref) => {
      const uri = linkUri(pdf.context.lookup(ref));
      if (!uri?.startsWith(PDF_DOCUMENT_MARK)) return true;
      const index = Number(uri.slice(PDF_DOCUMENT_MARK.length));
      if (Number.isInteger(index) && index >= 0 && index < count && starts[index] === -1)
        starts[index] = pageIndex;
      return false;
    });
    if (kept.length) page.node.set(PDFName.of('Annots'), pdf.context.obj(kept));
    else page.node.delete(PDFName.of('Annots'));
  });
  if (starts[0] !== 0 || starts.some((start, i) => i > 0 && start <= starts[i - 1]!))
    throw new Error(`batch print: document marks not where expected (${starts.join(', ')})`);
  return starts;
}
