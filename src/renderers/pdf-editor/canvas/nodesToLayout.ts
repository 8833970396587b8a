import type { PdfBlock, PdfLayout } from '../../../runtime/pdf/PdfLayout';
import type { CanvasNode } from './CanvasNode';

function blocksOf(node: CanvasNode | undefined): PdfBlock[] {
  return (node?.components ?? []).flatMap((child) => (child.pdfBlock ? [child.pdfBlock] : []));
}

function zoneNodes(sheets: CanvasNode[], zone: string): CanvasNode[] {
  return sheets.flatMap((sheet) =>
    (sheet.components ?? []).filter((child) => child.attributes?.['data-zone'] === zone),
  );
}

/**
 * The layout the canvas holds: `base` (page, background, attachment page, styling rules: what the canvas
 * does not edit) with the header and footer read from the editable bands and the body from the sheets'
 * bodies in order, each block as its component carries it (a resized block's new span included).
 *
 * @example nodesToLayout(layoutToNodes(layout, view), layout) // deep-equals layout
 */
export function nodesToLayout(sheets: CanvasNode[], base: PdfLayout): PdfLayout {
  const [header] = zoneNodes(sheets, 'header');
  const [footer] = zoneNodes(sheets, 'footer');
  return {
    ...base,
    header: { ...base.header, blocks: blocksOf(header) },
    footer: { ...base.footer, blocks: blocksOf(footer) },
    body: zoneNodes(sheets, 'body').flatMap(blocksOf),
  };
}
