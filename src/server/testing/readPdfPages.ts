import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** One page as pdf.js reads it: its text (items joined by spaces) and, when asked, its drawing operators. */
export interface PdfPageRead {
  text: string;
  /** Each text item and its baseline's height from the page's bottom, in mm. */
  items: Array<{ str: string; yMm: number }>;
  /** Empty unless `operators` was asked (reading them costs more than the text). */
  operators: number[];
}

/**
 * Every page of a PDF as pdf.js (legacy build) reads it, for tests: the text and, with `operators`, the
 * operator list (compare with pdf.js `OPS`: `paintImageXObject`, `showText`...).
 *
 * @example (await readPdfPages(bytes))[0].text // 'Página 1 de 3 …'
 */
export async function readPdfPages(
  bytes: Uint8Array,
  options: { operators?: boolean } = {},
): Promise<PdfPageRead[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: PdfPageRead[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const items = (await page.getTextContent()).items;
    const text = items
      .map((item) => ('str' in item ? item.str : ''))
      .join(' ')
      .replace(/\s+/g, ' ');
    const positioned = items.flatMap((item) =>
      'str' in item && item.str.trim()
        ? [{ str: item.str, yMm: (item.transform[5] as number) / (72 / 25.4) }]
        : [],
    );
    pages.push({
      text,
      items: positioned,
      operators: options.operators ? [...(await page.getOperatorList()).fnArray] : [],
    });
    page.cleanup();
  }
  await pdf.destroy();
  return pages;
}

export { OPS };
