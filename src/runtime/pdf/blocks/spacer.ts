import type { PdfBlockDefinition } from '../PdfBlockDefinition';

/** Blank space, `heightMm` high. */
export interface SpacerBlockSettings {
  heightMm: number;
}

export const spacerBlock: PdfBlockDefinition<SpacerBlockSettings> = {
  type: 'spacer',
  labelKey: 'pdf.blocks.spacer',
  zones: ['body', 'header', 'footer'],
  defaultSpan: 12,
  schema: {
    $id: 'campo:pdf/blocks/spacer',
    type: 'object',
    additionalProperties: false,
    required: ['heightMm'],
    properties: { heightMm: { type: 'number', minimum: 1, maximum: 200 } },
  },
  defaults: () => ({ heightMm: 5 }),
};
