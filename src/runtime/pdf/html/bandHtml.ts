import type { PdfBand, PdfLayout } from '../PdfLayout';
import { blockHtml } from './blockHtml';
import type { PdfDocumentData } from './PdfDocumentData';
import type { PdfHtmlContext } from './PdfHtmlContext';

/**
 * A header (`top`) or footer band as it fills the page's top (bottom) margin box: the page margin,
 * then the band `heightMm` high next to the body, its blocks from its top as on the canvas. The same
 * markup goes into Chromium's header and footer templates (layoutHtml) and onto the band pages of a
 * batch (layoutBandPagesHtml); '' for a band without blocks.
 *
 * @example bandHtml(layout.footer, data, { ...ctx, zone: 'footer' }, false, layout)
 */
export function bandHtml(
  band: PdfBand,
  data: PdfDocumentData,
  ctx: PdfHtmlContext,
  top: boolean,
  layout: PdfLayout,
): string {
  if (!band.blocks.length) return '';
  const { marginsMm } = layout.page;
  const padding = top
    ? `${marginsMm.top}mm ${marginsMm.right}mm 0 ${marginsMm.left}mm`
    : `0 ${marginsMm.right}mm ${marginsMm.bottom}mm ${marginsMm.left}mm`;
  const blocks = band.blocks.map((block) => blockHtml(block, data, ctx)).join('');
  return `<div class="pdf-root pdf-band" style="width:100%;padding:${padding};margin:0"><div class="pdf-grid" style="height:${band.heightMm}mm;overflow:hidden;align-content:start">${blocks}</div></div>`;
}
