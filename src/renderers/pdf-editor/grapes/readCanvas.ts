import type { Component } from 'grapesjs';
import type { PdfBlock } from '../../../runtime/pdf/PdfLayout';
import type { CanvasNode } from '../canvas/CanvasNode';

function read(component: Component): CanvasNode {
  const block = component.get('pdfBlock') as PdfBlock | undefined;
  const children = component.components();
  return {
    type: component.get('type') ?? '',
    attributes: component.getAttributes() as Record<string, string>,
    ...(block ? { pdfBlock: block } : {}),
    ...(block ? {} : { components: children.map(read) }),
  };
}

/**
 * What the canvas holds, as the nodes layoutToNodes draws (its sheets, bands and blocks with their
 * PdfBlock): nodesToLayout turns it back into the layout.
 *
 * @example nodesToLayout(readCanvas(editor.getWrapper()!), layout)
 */
export function readCanvas(wrapper: Component): CanvasNode[] {
  return wrapper.components().map(read);
}
