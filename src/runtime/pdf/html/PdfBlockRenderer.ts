import type { PdfBlock } from '../PdfLayout';
import type { PdfDocumentData } from './PdfDocumentData';
import type { PdfHtmlContext } from './PdfHtmlContext';

/**
 * A block type's HTML (src/runtime/pdf/html/blocks/<type>.ts): the inside of the block's cell on the
 * 12-column grid (blockHtml wraps it), every text escaped, sizes in mm so the editor canvas (96 dpi) and
 * the paper agree.
 */
export type PdfBlockRenderer<Settings extends object = Record<string, unknown>> = (
  block: PdfBlock<Settings>,
  data: PdfDocumentData,
  ctx: PdfHtmlContext,
) => string;
