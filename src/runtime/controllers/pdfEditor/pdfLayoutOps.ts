import type { PdfZone } from '../../pdf/PdfBlockDefinition';
import { pdfBlocks } from '../../pdf/pdfBlocks';
import type { PdfBlock, PdfBlockType, PdfLayout } from '../../pdf/PdfLayout';

/** A block with the zone it sits in, in reading order. */
export interface PlacedPdfBlock {
  zone: PdfZone;
  index: number;
  block: PdfBlock;
}

function zoneBlocks(layout: PdfLayout, zone: PdfZone): PdfBlock[] {
  return zone === 'body' ? layout.body : layout[zone].blocks;
}

function withZone(layout: PdfLayout, zone: PdfZone, blocks: PdfBlock[]): PdfLayout {
  return zone === 'body' ? { ...layout, body: blocks } : { ...layout, [zone]: { ...layout[zone], blocks } };
}

const ZONES: PdfZone[] = ['header', 'body', 'footer'];

/**
 * The PDF editor's edits of a layout, as pure functions over PdfLayout (the layout is the editor's one
 * source of truth: the canvas is drawn from it and read back into it). Each answers a new layout.
 *
 * @example pdfLayoutOps.remove(layout, 'b1') // the layout without block b1, wherever it was
 */
export const pdfLayoutOps = {
  /** Every block, header first, then body, then footer: the order the arrow keys walk. */
  blocks(layout: PdfLayout): PlacedPdfBlock[] {
    return ZONES.flatMap((zone) => zoneBlocks(layout, zone).map((block, index) => ({ zone, index, block })));
  },

  find(layout: PdfLayout, id: string): PlacedPdfBlock | undefined {
    return pdfLayoutOps.blocks(layout).find((placed) => placed.block.id === id);
  },

  /** Puts `block` in `zone` at `index` (the end when absent). */
  insert(layout: PdfLayout, zone: PdfZone, block: PdfBlock, index?: number): PdfLayout {
    const blocks = [...zoneBlocks(layout, zone)];
    blocks.splice(index ?? blocks.length, 0, block);
    return withZone(layout, zone, blocks);
  },

  remove(layout: PdfLayout, id: string): PdfLayout {
    const placed = pdfLayoutOps.find(layout, id);
    if (!placed) return layout;
    return withZone(
      layout,
      placed.zone,
      zoneBlocks(layout, placed.zone).filter((block) => block.id !== id),
    );
  },

  /** Replaces block `id` by `update(block)`, where it is. */
  update(layout: PdfLayout, id: string, update: (block: PdfBlock) => PdfBlock): PdfLayout {
    const placed = pdfLayoutOps.find(layout, id);
    if (!placed) return layout;
    return withZone(
      layout,
      placed.zone,
      zoneBlocks(layout, placed.zone).map((block) => (block.id === id ? update(block) : block)),
    );
  },

  /** The block `step` places after (or before, negative) block `id` in reading order, if any. */
  neighbour(layout: PdfLayout, id: string | null, step: 1 | -1): string | null {
    const all = pdfLayoutOps.blocks(layout);
    if (!all.length) return null;
    const at = id === null ? -1 : all.findIndex((placed) => placed.block.id === id);
    if (at < 0) return (step > 0 ? all[0] : all.at(-1))!.block.id;
    return all[Math.min(all.length - 1, Math.max(0, at + step))]!.block.id;
  },

  /** A new block of `type`: a new id, its type's width and default settings, `settings` over them. */
  create(type: PdfBlockType, settings: Record<string, unknown> = {}): PdfBlock {
    const definition = pdfBlocks[type];
    return {
      id: pdfLayoutOps.newId(),
      type,
      span: definition.defaultSpan,
      settings: { ...(definition.defaults() as Record<string, unknown>), ...settings },
    };
  },

  /**
   * Where a block added from the palette goes: after the selected block when its zone takes the type,
   * else at the end of the body (or the footer, or the header, for blocks the body does not take).
   */
  placeFor(
    layout: PdfLayout,
    type: PdfBlockType,
    selected: string | null,
  ): { zone: PdfZone; index?: number } {
    const zones = pdfBlocks[type].zones;
    const at = selected ? pdfLayoutOps.find(layout, selected) : undefined;
    if (at && zones.includes(at.zone)) return { zone: at.zone, index: at.index + 1 };
    return { zone: (['body', 'footer', 'header'] as const).find((zone) => zones.includes(zone))! };
  },

  /** A new block id, unique enough within one layout (the schema's `^[A-Za-z0-9_-]{1,64}$`). */
  newId(): string {
    return `b${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  },
};
