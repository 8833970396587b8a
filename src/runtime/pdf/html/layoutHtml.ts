import { xmlEscape } from '../../text/xmlEscape';
import type { PdfBand, PdfBlock, PdfLayout } from '../PdfLayout';
import type { ReportSettings } from '../ReportSettings';
import { blockHtml } from './blockHtml';
import { pagePrint, type PagePrint } from './pagePrint';
import { pdfCss } from './pdfCss';
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

/** Blocks after which a new page starts: a pageBreak block, a group with `pageBreakBefore`. */
const breaksBefore = (block: PdfBlock) =>
  block.type === 'pageBreak' || (block.type === 'group' && block.settings.pageBreakBefore === true);

/** The body's blocks as grids, a new grid (starting a new page) at each page break. */
function bodyHtml(blocks: PdfBlock[], data: PdfDocumentData, ctx: PdfHtmlContext): string {
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

/** Every photo of the document, `perPage` to a page, on pages of their own after the body. */
function attachmentsHtml(layout: PdfLayout, data: PdfDocumentData, page: PagePrint): string {
  if (!layout.attachmentsPage.enabled || !data.photos.length) return '';
  const perPage = layout.attachmentsPage.perPage;
  const columns = perPage <= 2 ? 1 : 2;
  const rows = perPage / columns;
  // A row's share of the page, less the gaps between rows and a caption line.
  const imageMm = Math.max(20, (page.contentHeightMm - 4 * (rows - 1)) / rows - 8);
  const figures = data.photos
    .map(
      (photo) =>
        `<figure><img src="${xmlEscape(photo.url)}" style="height:${imageMm.toFixed(1)}mm" alt=""><figcaption>${xmlEscape(photo.caption)}</figcaption></figure>`,
    )
    .join('');
  return `<div class="pdf-attachments pdf-break-before" style="grid-template-columns:repeat(${columns},minmax(0,1fr))">${figures}</div>`;
}

/** A header or footer band as Chromium's template: the margin box, the band's grid at its edge. */
function bandTemplate(
  band: PdfBand,
  data: PdfDocumentData,
  ctx: PdfHtmlContext,
  css: string,
  top: boolean,
  layout: PdfLayout,
): string {
  if (!band.blocks.length) return '';
  const { marginsMm } = layout.page;
  const padding = top
    ? `${marginsMm.top}mm ${marginsMm.right}mm 0 ${marginsMm.left}mm`
    : `0 ${marginsMm.right}mm ${marginsMm.bottom}mm ${marginsMm.left}mm`;
  const blocks = band.blocks.map((block) => blockHtml(block, data, ctx)).join('');
  return `<style>${css}</style><div class="pdf-root pdf-band" style="width:100%;padding:${padding};margin:0"><div class="pdf-grid" style="height:${band.heightMm}mm;overflow:hidden;align-content:${top ? 'end' : 'start'}">${blocks}</div></div>`;
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
  const m = page.marginsMm;
  const pageRule = `@page{size:${page.format} ${page.landscape ? 'landscape' : 'portrait'};margin:${m.top}mm ${m.right}mm ${m.bottom}mm ${m.left}mm}`;
  const html = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${xmlEscape(data.formName)}</title><style>${pageRule}html,body{margin:0;padding:0}${css}</style></head><body class="pdf-root">${bodyHtml(layout.body, data, ctx('body'))}${attachmentsHtml(layout, data, page)}</body></html>`;
  return {
    html,
    headerTemplate: bandTemplate(layout.header, data, ctx('header'), css, true, layout),
    footerTemplate: bandTemplate(layout.footer, data, ctx('footer'), css, false, layout),
    page,
  };
}
