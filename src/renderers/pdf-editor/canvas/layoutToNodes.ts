import type { PdfLayout } from '../../../runtime/pdf/PdfLayout';
import { xmlEscape } from '../../../runtime/text/xmlEscape';
import { CANVAS_TYPES } from './CANVAS_TYPES';
import type { CanvasNode } from './CanvasNode';
import type { CanvasView } from './CanvasView';
import { blockNode } from './blockNode';
import { splitPages } from './splitPages';

/**
 * The header or footer on a sheet after the first: drawn faded, not editable (edited on the first
 * sheet), hidden from screen readers (a copy of the first sheet's band, which they read).
 */
function ghostBand(
  view: CanvasView,
  layout: PdfLayout,
  zone: 'header' | 'footer',
  page: number,
  pages: number,
) {
  const blocks = layout[zone].blocks;
  return {
    type: CANVAS_TYPES.ghost,
    attributes: {
      class: 'pdf-grid',
      'data-ghost': zone,
      'aria-hidden': 'true',
      'data-ghost-of': blocks.map((b) => b.id).join(' '),
    },
    content: blocks
      .map(
        (b) =>
          `<div data-span="${b.span}" data-block-type="${xmlEscape(b.type)}">${view.html(b, zone, page, pages)}</div>`,
      )
      .join(''),
  } satisfies CanvasNode;
}

function band(view: CanvasView, layout: PdfLayout, zone: 'header' | 'footer', page: number, pages: number) {
  if (page > 1) return ghostBand(view, layout, zone, page, pages);
  return {
    type: CANVAS_TYPES.band,
    attributes: { class: 'pdf-grid', 'data-zone': zone, 'data-label': view.zoneLabel(zone) },
    components: layout[zone].blocks.map((b) => blockNode(view, b, zone, page, pages)),
  } satisfies CanvasNode;
}

/**
 * The GrapesJS components drawing a layout: one sheet per page of the body (a `pageBreak` ends a sheet),
 * each with the header, its part of the body and the footer, the header and footer editable on the first
 * sheet and repeated as ghosts on the others (with their page number), then the attachment page. Each
 * block is one component carrying its PdfBlock; nodesToLayout reads them back.
 *
 * @example layoutToNodes(layout, view).length // 2 for a body with one page break
 */
export function layoutToNodes(layout: PdfLayout, view: CanvasView): CanvasNode[] {
  const sheets = splitPages(layout.body);
  const pages = sheets.length + (layout.attachmentsPage.enabled ? 1 : 0);
  const nodes: CanvasNode[] = sheets.map((blocks, i) => ({
    type: CANVAS_TYPES.sheet,
    attributes: { class: 'pdf-root', 'data-page': String(i + 1) },
    components: [
      band(view, layout, 'header', i + 1, pages),
      {
        type: CANVAS_TYPES.body,
        attributes: { class: 'pdf-grid', 'data-zone': 'body', 'data-label': view.zoneLabel('body') },
        components: blocks.map((b) => blockNode(view, b, 'body', i + 1, pages)),
      },
      band(view, layout, 'footer', i + 1, pages),
    ],
  }));
  if (layout.attachmentsPage.enabled)
    nodes.push({
      type: CANVAS_TYPES.sheet,
      attributes: { class: 'pdf-root', 'data-page': String(pages), 'data-attachments': 'true' },
      components: [
        ghostBand(view, layout, 'header', pages, pages),
        {
          type: CANVAS_TYPES.ghost,
          attributes: { 'data-ghost': 'attachments' },
          content: view.attachments(layout, pages, pages),
        },
        ghostBand(view, layout, 'footer', pages, pages),
      ],
    });
  return nodes;
}
