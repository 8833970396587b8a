import { pdfBlocks } from './pdfBlocks';
import type { PdfLayout } from './PdfLayout';

/**
 * The group and field ids a layout reads: its blocks' (PdfBlockDefinition.uses, every zone) and its
 * style rules' fields, each once. findUsages reads it so deleting an item a layout shows is refused
 * naming the template.
 *
 * @example layoutUses(layout) // ['g1', 'price', 'due']
 */
export function layoutUses(layout: PdfLayout): string[] {
  const ids = new Set<string>();
  for (const block of [...layout.header.blocks, ...layout.body, ...layout.footer.blocks]) {
    const definition = Object.hasOwn(pdfBlocks, block.type) ? pdfBlocks[block.type] : undefined;
    for (const id of definition?.uses?.(block.settings) ?? []) ids.add(id);
  }
  for (const rule of layout.styleRules) if (rule.fieldId) ids.add(rule.fieldId);
  return [...ids];
}
