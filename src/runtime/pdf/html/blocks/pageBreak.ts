import type { PageBreakBlockSettings } from '../../blocks/pageBreak';
import type { PdfBlockRenderer } from '../PdfBlockRenderer';

/** What follows starts a new page (layoutHtml also starts a new grid there); a dashed line on screen. */
export const pageBreakHtml: PdfBlockRenderer<PageBreakBlockSettings> = () =>
  '<div class="pdf-page-break pdf-break-before"></div>';
