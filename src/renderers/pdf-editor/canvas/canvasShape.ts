import type { CanvasNode } from './CanvasNode';

function shapeOf(node: CanvasNode): string {
  const zone = node.attributes?.['data-zone'] ?? node.attributes?.['data-ghost'];
  const ids =
    node.attributes?.['data-ghost-of'] ?? (node.components ?? []).map((c) => c.pdfBlock?.id ?? '?').join(',');
  return `${zone}:${ids}`;
}

/**
 * Which blocks sit on which sheet and band, as one string: when the canvas's shape differs from the one
 * its layout would draw (a page break dragged mid-sheet, a header edited whose copies are now stale), the
 * canvas is drawn again from the layout.
 *
 * @example canvasShape(layoutToNodes(layout, view)) // 'header:h1|body:b1,b2|footer:f1'
 */
export function canvasShape(sheets: CanvasNode[]): string {
  return sheets.map((sheet) => (sheet.components ?? []).map(shapeOf).join('|')).join('#');
}
