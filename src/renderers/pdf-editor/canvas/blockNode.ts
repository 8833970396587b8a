import type { PdfZone } from '../../../runtime/pdf/PdfBlockDefinition';
import type { PdfBlock } from '../../../runtime/pdf/PdfLayout';
import type { CanvasNode } from './CanvasNode';
import type { CanvasView } from './CanvasView';

/**
 * One block as its canvas component: its type's component, the block it carries, its span and id as
 * attributes (the canvas CSS lays the span out), its HTML on sheet `page` of `pages`.
 *
 * @example blockNode(view, block, 'body', 1, 1).attributes['data-span'] // '6'
 */
export function blockNode(
  view: CanvasView,
  block: PdfBlock,
  zone: PdfZone,
  page: number,
  pages: number,
): CanvasNode {
  return {
    type: view.componentType(block),
    name: view.name(block),
    pdfBlock: block,
    attributes: { 'data-block-id': block.id, 'data-span': String(block.span), 'data-block-type': block.type },
    content: view.html(block, zone, page, pages),
  };
}
