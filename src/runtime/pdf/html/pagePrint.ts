import type { PdfLayout } from '../PdfLayout';

/** Paper sizes in mm, portrait. */
const PAPER: Record<PdfLayout['page']['size'], { width: number; height: number }> = {
  A4: { width: 210, height: 297 },
  Letter: { width: 215.9, height: 279.4 },
};

/** How a layout's page prints: Chromium's paper format, orientation and margins (bands included). */
export interface PagePrint {
  format: PdfLayout['page']['size'];
  landscape: boolean;
  /** The page's margins plus the header's height on top and the footer's at the bottom. */
  marginsMm: { top: number; right: number; bottom: number; left: number };
  /** The paper, oriented. */
  widthMm: number;
  heightMm: number;
  /** What is left for the body on each page. */
  contentWidthMm: number;
  contentHeightMm: number;
}

/**
 * A layout's page as printed: the header band sits inside the top margin, the footer inside the bottom
 * one, so the body's margins grow by their heights.
 *
 * @example pagePrint(layout).marginsMm.top // 15 + 20 with a 20 mm header
 */
export function pagePrint(layout: PdfLayout): PagePrint {
  const { size, orientation, marginsMm } = layout.page;
  const landscape = orientation === 'landscape';
  const paper = PAPER[size];
  const widthMm = landscape ? paper.height : paper.width;
  const heightMm = landscape ? paper.width : paper.height;
  const margins = {
    top: marginsMm.top + layout.header.heightMm,
    right: marginsMm.right,
    bottom: marginsMm.bottom + layout.footer.heightMm,
    left: marginsMm.left,
  };
  return {
    format: size,
    landscape,
    marginsMm: margins,
    widthMm,
    heightMm,
    contentWidthMm: widthMm - margins.left - margins.right,
    contentHeightMm: heightMm - margins.top - margins.bottom,
  };
}
