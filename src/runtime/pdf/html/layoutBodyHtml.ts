import { xmlEscape } from '../../text/xmlEscape';
import type { PdfBlock, PdfLayout } from '../PdfLayout';
import { blockHtml } from './blockHtml';
import type { PagePrint } from './pagePrint';
import type { PdfDocumentData } from './PdfDocumentData';
import type { PdfHtmlContext } from './PdfHtmlContext';

/** Blocks after which a new page starts: a pageBreak block, a group with `pageBreakBefore`. */
const breaksBefore = (block: PdfBlock) =>
  block.type === 'pageBreak' || (block.type === 'group' && block.settings.pageBreakBefore === true);

/** The body's blocks as grids, a new grid (starting a new page) at each page break. */
function sectionsHtml(blocks: PdfBlock[], data: PdfDocumentData, ctx: PdfHtmlContext): string {
  const sections: Array<{ breaks: boolean; blocks: PdfBlock[] }> = [];
  for (const block of blocks) {
    const last = sections[sections.length - 1];
    if (!last || breaksBefore(block))
      sections.push({ breaks: !!last && breaksBefore(block), blocks: [block] });
    else last.blocks.push(block);
  }
  return sections
    .map(
      (section) =>
        `<div class="pdf-grid${section.breaks ? ' pdf-break-before' : ''}">${section.blocks
          .map((block) => blockHtml(block, data, ctx))
          .join('')}</div>`,
    )
    .join('');
}

/**
 * Photos `perPage` to a page, as the attachments pages print them; the PDF editor's canvas shows its
 * first page with the same markup.
 */
export function attachmentsGridHtml(
  perPage: number,
  photos: PdfDocumentData['photos'],
  page: PagePrint,
  className = 'pdf-attachments',
): string {
  const columns = perPage <= 2 ? 1 : 2;
  const rows = perPage / columns;
  // A row's share of the page, less the gaps between rows and a caption line.
  const imageMm = Math.max(20, (page.contentHeightMm - 4 * (rows - 1)) / rows - 8);
  const figures = photos
    .map(
      (photo) =>
        `<figure><img src="${xmlEscape(photo.url)}" style="height:${imageMm.toFixed(1)}mm" alt=""><figcaption>${xmlEscape(photo.caption)}</figcaption></figure>`,
    )
    .join('');
  return `<div class="${className}" style="grid-template-columns:repeat(${columns},minmax(0,1fr))">${figures}</div>`;
}

/** Every photo of the document, `perPage` to a page, on pages of their own after the body. */
function attachmentsHtml(layout: PdfLayout, data: PdfDocumentData, page: PagePrint): string {
  if (!layout.attachmentsPage.enabled || !data.photos.length) return '';
  const { perPage } = layout.attachmentsPage;
  return attachmentsGridHtml(perPage, data.photos, page, 'pdf-attachments pdf-break-before');
}

/**
 * What one document prints in a layout's body, without the page around it: the body's blocks as
 * 12-column grids (a new grid, from a new page, at each page break), then the attachments pages.
 * layoutHtml makes it a document; layoutBatchHtml puts many one after the other.
 *
 * @example layoutBodyHtml(layout, data, { zone: 'body', settings, styleRules: [] }, pagePrint(layout))
 */
export function layoutBodyHtml(
  layout: PdfLayout,
  data: PdfDocumentData,
  ctx: PdfHtmlContext,
  page: PagePrint,
): string {
  return `${sectionsHtml(layout.body, data, ctx)}${attachmentsHtml(layout, data, page)}`;
}
