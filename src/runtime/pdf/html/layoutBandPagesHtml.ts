import type { PdfLayout } from '../PdfLayout';
import type { ReportSettings } from '../ReportSettings';
import { bandHtml } from './bandHtml';
import { pagePrint } from './pagePrint';
import { pdfCss } from './pdfCss';
import type { PdfDocumentData } from './PdfDocumentData';
import type { PdfHtmlContext } from './PdfHtmlContext';
import { printDocumentHtml } from './printDocumentHtml';

/**
 * The header and footer bands of a batch print (layoutBatchHtml) as pages of their own, to be drawn
 * over the printed bodies page by page: for each document, one whole page per page it printed, its
 * header at the top and its footer at the bottom exactly where Chromium puts its templates (bandHtml),
 * `{page}` and `{pages}` counted within the document ("Página 2 de 3"). Null when the layout has no
 * band blocks.
 *
 * @example layoutBandPagesHtml(layout, [{ data: first, pages: 1 }, { data: second, pages: 3 }], settings) // 4 pages
 */
export function layoutBandPagesHtml(
  layout: PdfLayout,
  documents: ReadonlyArray<{ data: PdfDocumentData; pages: number }>,
  settings: ReportSettings,
): string | null {
  if (!layout.header.blocks.length && !layout.footer.blocks.length) return null;
  const page = pagePrint(layout);
  const sheets: string[] = [];
  for (const { data, pages } of documents)
    for (let number = 1; number <= pages; number++) {
      const ctx = (zone: PdfHtmlContext['zone']): PdfHtmlContext => ({
        zone,
        settings,
        styleRules: layout.styleRules,
        pageNumbers: { page: number, pages },
      });
      const header = bandHtml(layout.header, data, ctx('header'), true, layout);
      const footer = bandHtml(layout.footer, data, ctx('footer'), false, layout);
      sheets.push(
        `<div class="pdf-band-page${sheets.length ? ' pdf-break-before' : ''}" style="position:relative;overflow:hidden;width:${page.widthMm}mm;height:${page.heightMm}mm"><div style="position:absolute;top:0;left:0;right:0">${header}</div><div style="position:absolute;bottom:0;left:0;right:0">${footer}</div></div>`,
      );
    }
  const title = documents[0]?.data.formName ?? '';
  const none = { top: 0, right: 0, bottom: 0, left: 0 };
  return printDocumentHtml({ title, page, marginsMm: none, css: pdfCss(settings), body: sheets.join('') });
}
