import type { PdfLayout } from '../PdfLayout';
import type { ReportSettings } from '../ReportSettings';
import { bandHtml } from './bandHtml';
import { layoutBodyHtml } from './layoutBodyHtml';
import { pagePrint, type PagePrint } from './pagePrint';
import { pdfCss } from './pdfCss';
import { printDocumentHtml } from './printDocumentHtml';
import type { PdfDocumentData } from './PdfDocumentData';
import type { PdfHtmlContext } from './PdfHtmlContext';

/** What layoutHtml answers: the body's document, Chromium's header and footer templates, the page. */
export interface LayoutHtml {
  html: string;
  /** Self-contained (its own CSS, images as the data's URLs): Chromium renders it apart from the body. */
  headerTemplate: string;
  footerTemplate: string;
  page: PagePrint;
}

/** A band as Chromium's template, which renders it apart from the body: its own CSS, then the band. */
function bandTemplate(html: string, css: string): string {
  // Chromium's own wrapper (#header at the page's top, #footer at its bottom) pads them unless told not to.
  return html ? `<style>#header,#footer{padding:0!important}${css}</style>${html}` : '';
}

/**
 * A custom PDF layout filled with a document's data as HTML for Chromium (src/server/pdf) and the
 * editor's preview: the body as a full document (its CSS, `@page` size and margins, the 12-column
 * grids, the attachments pages), and the header and footer bands as Chromium's templates, where `{page}`
 * and `{pages}` become its pageNumber/totalPages spans.
 *
 * @example const { html, headerTemplate, footerTemplate, page } = layoutHtml(layout, data, settings);
 */
export function layoutHtml(
  layout: PdfLayout,
  data: PdfDocumentData,
  settings: ReportSettings,
  options: { pageNumbers?: PdfHtmlContext['pageNumbers'] } = {},
): LayoutHtml {
  const page = pagePrint(layout);
  const css = pdfCss(settings);
  const ctx = (zone: PdfHtmlContext['zone']): PdfHtmlContext => ({
    zone,
    settings,
    styleRules: layout.styleRules,
    pageNumbers: options.pageNumbers,
  });
  const html = printDocumentHtml({
    title: data.formName,
    page,
    marginsMm: page.marginsMm,
    css,
    body: layoutBodyHtml(layout, data, ctx('body'), page),
  });
  return {
    html,
    headerTemplate: bandTemplate(bandHtml(layout.header, data, ctx('header'), true, layout), css),
    footerTemplate: bandTemplate(bandHtml(layout.footer, data, ctx('footer'), false, layout), css),
    page,
  };
}
