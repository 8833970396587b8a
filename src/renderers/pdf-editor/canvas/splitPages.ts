import type { PdfBlock } from '../../../runtime/pdf/PdfLayout';

/**
 * The body's blocks sheet by sheet, as the editor shows them and the paper breaks them (layoutHtml): a
 * `pageBreak` block ends its sheet (it stays the last block of the sheet before the break, where its
 * dashed line shows), and a group that starts a new page (`pageBreakBefore`) opens a sheet unless one was
 * just opened.
 *
 * @example splitPages([a, pageBreak, b]) // [[a, pageBreak], [b]]
 */
export function splitPages(body: PdfBlock[]): PdfBlock[][] {
  const pages: PdfBlock[][] = [[]];
  for (const block of body) {
    if (block.type === 'group' && block.settings.pageBreakBefore === true && pages.at(-1)!.length)
      pages.push([]);
    pages.at(-1)!.push(block);
    if (block.type === 'pageBreak') pages.push([]);
  }
  return pages;
}
