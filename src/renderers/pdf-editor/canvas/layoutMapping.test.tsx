import { describe, expect, it } from 'vitest';
import { pdfBlocks } from '../../../runtime/pdf/pdfBlocks';
import type { PdfBlock, PdfLayout } from '../../../runtime/pdf/PdfLayout';
import { pdfLayoutOf } from '../../../runtime/pdf/testing/pdfFixtures';
import { pdfBlockComponents } from '../pdfBlockComponents';
import type { CanvasNode } from './CanvasNode';
import type { CanvasView } from './CanvasView';
import { canvasShape } from './canvasShape';
import { layoutToNodes } from './layoutToNodes';
import { nodesToLayout } from './nodesToLayout';

const view: CanvasView = {
  html: (block, zone, page, pages) => `<p>${block.type} ${zone} ${page}/${pages}</p>`,
  attachments: (_layout, page, pages) => `<p>anexos ${page}/${pages}</p>`,
  zoneLabel: (zone) => zone,
  name: (block) => block.type,
  componentType: (block) => pdfBlockComponents[block.type].componentType,
};

const block = (id: string, type: PdfBlock['type'], span = 12): PdfBlock => ({
  id,
  type,
  span,
  settings: pdfBlocks[type].defaults() as Record<string, unknown>,
});

const LAYOUT: PdfLayout = pdfLayoutOf({
  header: { heightMm: 20, blocks: [block('info', 'documentInfo')] },
  footer: { heightMm: 10, blocks: [block('page', 'pageNumber', 4)] },
  body: [block('a', 'field', 6), block('b', 'text', 6), block('br', 'pageBreak'), block('c', 'signature', 4)],
  styleRules: [{ id: 'r1', fieldId: 'x', operator: 'equals', value: 'Não', textColor: '#c62828' }],
});

/** What GrapesJS hands back: the same tree through a JSON round trip (its components' toJSON). */
const throughJson = (nodes: CanvasNode[]) => JSON.parse(JSON.stringify(nodes)) as CanvasNode[];

function bodyOf(nodes: CanvasNode[], sheet: number): CanvasNode {
  return nodes[sheet]!.components!.find((c) => c.attributes?.['data-zone'] === 'body')!;
}

describe('layout <-> canvas components', () => {
  it('every block type has one editor component of its own', () => {
    expect(Object.keys(pdfBlockComponents).sort()).toEqual(Object.keys(pdfBlocks).sort());
    const types = Object.values(pdfBlockComponents).map((c) => c.componentType);
    expect(new Set(types).size).toBe(types.length);
    for (const [type, c] of Object.entries(pdfBlockComponents)) expect(c.definition.type).toBe(type);
  });

  it('round trips: a page break ends a sheet, each block is one component carrying its block', () => {
    const nodes = layoutToNodes(LAYOUT, view);
    expect(nodes).toHaveLength(2);
    expect(bodyOf(nodes, 0).components!.map((c) => c.pdfBlock!.id)).toEqual(['a', 'b', 'br']);
    expect(bodyOf(nodes, 1).components!.map((c) => c.attributes!['data-span'])).toEqual(['4']);
    expect(bodyOf(nodes, 1).components![0]).toMatchObject({
      type: 'pdf-signature',
      content: '<p>signature body 2/2</p>',
    });
    expect(nodesToLayout(throughJson(nodes), LAYOUT)).toEqual(LAYOUT);
  });

  it('the header and footer are edited on the first sheet and repeated, numbered, on the others', () => {
    const nodes = layoutToNodes({ ...LAYOUT, attachmentsPage: { enabled: true, perPage: 4 } }, view);
    expect(nodes).toHaveLength(3);
    const [, second, attachments] = nodes;
    const footer = second!.components!.at(-1)!;
    expect(footer).toMatchObject({ type: 'pdf-ghost', attributes: { 'data-ghost': 'footer' } });
    expect(footer.content).toContain('pageNumber footer 2/3');
    expect(attachments!.components![1]!.content).toBe('<p>anexos 3/3</p>');
    const read = nodesToLayout(throughJson(nodes), LAYOUT);
    expect(read.footer.blocks).toEqual(LAYOUT.footer.blocks);
    expect(read.body).toEqual(LAYOUT.body);
  });

  it('a block moved or resized on the canvas is read back; a page break moved mid-sheet redraws', () => {
    const nodes = throughJson(layoutToNodes(LAYOUT, view));
    const first = bodyOf(nodes, 0).components!;
    // GrapesJS moved "c" to the top of the first sheet and the user widened "a" to 8 columns.
    first.unshift(bodyOf(nodes, 1).components!.pop()!);
    first[1]!.pdfBlock = { ...first[1]!.pdfBlock!, span: 8 };
    const read = nodesToLayout(nodes, LAYOUT);
    expect(read.body.map((b) => `${b.id}:${b.span}`)).toEqual(['c:4', 'a:8', 'b:6', 'br:12']);
    expect(canvasShape(nodes)).toBe(canvasShape(layoutToNodes(read, view)));
    // The break dragged to the top: the canvas no longer has the shape its layout draws.
    first.unshift(first.pop()!);
    const moved = nodesToLayout(nodes, LAYOUT);
    expect(moved.body[0]!.id).toBe('br');
    expect(canvasShape(nodes)).not.toBe(canvasShape(layoutToNodes(moved, view)));
  });
});
