import { PDFDocument, PDFImage, type PDFEmbeddedPage, type PDFPage } from 'pdf-lib';
import type { PdfBackground } from '../../runtime/pdf/PdfLayout';
import { backgroundPages } from './backgroundPages';
import { embedBackground } from './embedBackground';

/** Some pages of a printed PDF that go into the assembled one, in order (one document, or a run). */
export interface PdfPart {
  pdf: PDFDocument;
  /** Its page indices in `pdf`, in order. */
  pages: number[];
  /** Drawn over each page: the page of the same index here (a batch's band pages). */
  bands?: PDFDocument | null;
  /** Stamped under the pages the background names, counted within this part. */
  background?: { layout: PdfBackground; file: Uint8Array } | null;
}

/** The pages of one source PDF the assembly takes: copied as they are, or embedded to draw on. */
interface SourceUse {
  copy: Set<number>;
  embed: Set<number>;
}

/**
 * One PDF of many printed parts, in the parts' order (pdf-lib). A page with nothing over or under it
 * is copied as it is; a page with band pages over it or a background under it becomes a new page
 * where the background (backgroundPages, counted within its part), the printed page and its bands are
 * drawn in that order, so the background is always UNDER the content. Each source's pages are copied
 * (or embedded) in one go, so fonts and images they share go into the file once.
 *
 * @example const bytes = await assemblePdf([{ pdf: run, pages: [0, 1] }, { pdf: batch.body, pages: [0], bands: batch.bands }]);
 */
export async function assemblePdf(parts: readonly PdfPart[]): Promise<Uint8Array> {
  const target = await PDFDocument.create();
  const uses = new Map<PDFDocument, SourceUse>();
  const use = (pdf: PDFDocument) => {
    let found = uses.get(pdf);
    if (!found) uses.set(pdf, (found = { copy: new Set(), embed: new Set() }));
    return found;
  };
  const chosen = parts.map((part) =>
    part.background ? new Set(backgroundPages(part.background.layout, part.pages.length)) : new Set(),
  );
  parts.forEach((part, i) =>
    part.pages.forEach((index, k) => {
      const drawn = Boolean(part.bands) || chosen[i]!.has(k + 1);
      use(part.pdf)[drawn ? 'embed' : 'copy'].add(index);
      if (part.bands) use(part.bands).embed.add(index);
    }),
  );
  const copied = new Map<PDFDocument, Map<number, PDFPage>>();
  const embedded = new Map<PDFDocument, Map<number, PDFEmbeddedPage>>();
  for (const [pdf, { copy, embed }] of uses) {
    const copyList = [...copy];
    const embedList = [...embed];
    const pages = await target.copyPages(pdf, copyList);
    copied.set(pdf, new Map(copyList.map((index, k) => [index, pages[k]!])));
    const drawn = embedList.length ? await target.embedPdf(pdf, embedList) : [];
    embedded.set(pdf, new Map(embedList.map((index, k) => [index, drawn[k]!])));
  }
  const backgrounds = new Map<Uint8Array, Promise<PDFImage | PDFEmbeddedPage | null>>();
  for (const [i, part] of parts.entries())
    for (const [k, index] of part.pages.entries()) {
      const plain = copied.get(part.pdf)!.get(index);
      if (plain && !embedded.get(part.pdf)!.has(index)) {
        target.addPage(plain);
        continue;
      }
      const { width, height } = part.pdf.getPage(index).getSize();
      const page = target.addPage([width, height]);
      const file = chosen[i]!.has(k + 1) ? part.background!.file : null;
      if (file && !backgrounds.has(file)) backgrounds.set(file, embedBackground(target, file));
      const background = file ? await backgrounds.get(file) : null;
      const box = { x: 0, y: 0, width, height };
      if (background instanceof PDFImage) page.drawImage(background, box);
      else if (background) page.drawPage(background, box);
      page.drawPage(embedded.get(part.pdf)!.get(index)!, box);
      const band = part.bands && embedded.get(part.bands)!.get(index);
      if (band) page.drawPage(band, box);
    }
  return target.save();
}
