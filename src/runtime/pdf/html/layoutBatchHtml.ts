import type { PdfLayout } from '../PdfLayout';
import type { ReportSettings } from '../ReportSettings';
import { layoutBodyHtml } from './layoutBodyHtml';
import { pagePrint, type PagePrint } from './pagePrint';
import { PDF_DOCUMENT_MARK } from './PDF_DOCUMENT_MARK';
import { pdfCss } from './pdfCss';
import type { PdfDocumentData } from './PdfDocumentData';
import { printDocumentHtml } from './printDocumentHtml';

/**
 * Many documents of one layout as ONE HTML document for one Chromium print (src/server/pdf): each
 * document's body (layoutBodyHtml) from a new page (at least 1px high, so a document that prints
 * nothing still gets its blank page, as alone), marked at its top by an invisible link to
 * `PDF_DOCUMENT_MARK<index>` so the printed PDF tells where each one starts. No header or footer: the
 * bands, whose page numbers restart with each document, print apart (layoutBandPagesHtml) once the
 * page counts are known. The page's margins keep the bands' room, so every page is laid out as when
 * the document prints alone (layoutHtml).
 *
 * @example const { html, page } = layoutBatchHtml(layout, [first, second], settings);
 */
export function layoutBatchHtml(
  layout: PdfLayout,
  documents: readonly PdfDocumentData[],
  settings: ReportSettings,
): { html: string; page: PagePrint } {
  const page = pagePrint(layout);
  const ctx = { zone: 'body' as const, settings, styleRules: layout.styleRules };
  const body = documents
    .map(
      (data, index) =>
        `<div class="pdf-document${index ? ' pdf-break-before' : ''}" style="position:relative;min-height:1px"><a href="${PDF_DOCUMENT_MARK}${index}" style="position:absolute;top:0;left:0;width:1px;height:1px"></a>${layoutBodyHtml(layout, data, ctx, page)}</div>`,
    )
    .join('');
  const title = documents[0]?.formName ?? '';
  return {
    html: printDocumentHtml({ title, page, marginsMm: page.marginsMm, css: pdfCss(settings), body }),
    page,
  };
}
