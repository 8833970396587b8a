import { xmlEscape } from '../../text/xmlEscape';
import type { PdfBlock } from '../PdfLayout';
import { inlineStyle } from './inlineStyle';
import type { PdfDocumentData } from './PdfDocumentData';
import type { PdfHtmlContext } from './PdfHtmlContext';
import { pdfBlockHtml } from './pdfBlockHtml';

/**
 * One block as a cell of the 12-column grid: `span` columns wide, its style (alignment, font size in
 * pt, bold, colours), `data-block` naming it for the editor; inside, its type's HTML (pdfBlockHtml).
 *
 * @example blockHtml({ id: 'b1', type: 'divider', span: 12, settings: {} }, data, ctx) // '<div class="pdf-block pdf-divider-block" data-block="b1" style="grid-column:span 12"><hr class="pdf-divider"></div>'
 */
export function blockHtml(block: PdfBlock, data: PdfDocumentData, ctx: PdfHtmlContext): string {
  const render = pdfBlockHtml[block.type];
  if (!render) throw new Error(`PDF block ${block.id} has the unknown type "${block.type}"`);
  const style = inlineStyle({
    'grid-column': `span ${Math.min(12, Math.max(1, Math.round(block.span)))}`,
    'text-align': block.style?.align,
    'font-size': block.style?.fontSizePt ? `${block.style.fontSizePt}pt` : undefined,
    'font-weight': block.style?.bold ? 'bold' : undefined,
    color: block.style?.color,
    background: block.style?.background,
  });
  return `<div class="pdf-block pdf-${block.type}-block" data-block="${xmlEscape(block.id)}" style="${style}">${render(block, data, ctx)}</div>`;
}
