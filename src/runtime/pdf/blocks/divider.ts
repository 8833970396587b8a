import type { PdfBlockDefinition } from '../PdfBlockDefinition';

/** A horizontal rule. */
export type DividerBlockSettings = Record<string, never>;

export const dividerBlock: PdfBlockDefinition<DividerBlockSettings> = {
  type: 'divider',
  labelKey: 'pdf.blocks.divider',
  zones: ['body', 'header', 'footer'],
  defaultSpan: 12,
  schema: { $id: 'campo:pdf/blocks/divider', type: 'object', additionalProperties: false },
  defaults: () => ({}),
};
