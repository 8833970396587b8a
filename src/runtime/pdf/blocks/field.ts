import type { PdfBlockDefinition } from '../PdfBlockDefinition';

/**
 * One field's answer, printed by its type: text, numbers, dates in pt-BR, selections, checks, photos,
 * signatures, maps, tables (flowing across pages, header row repeated, rows never cut) and formula
 * results; its label above it, to its left, or hidden.
 */
export interface FieldBlockSettings {
  fieldId: string;
  label: 'above' | 'left' | 'hidden';
}

export const fieldBlock: PdfBlockDefinition<FieldBlockSettings> = {
  type: 'field',
  labelKey: 'pdf.blocks.field',
  zones: ['body'],
  defaultSpan: 6,
  schema: {
    $id: 'campo:pdf/blocks/field',
    type: 'object',
    additionalProperties: false,
    required: ['fieldId', 'label'],
    properties: {
      fieldId: { type: 'string', maxLength: 64 },
      label: { enum: ['above', 'left', 'hidden'] },
    },
  },
  defaults: () => ({ fieldId: '', label: 'above' }),
  uses: (settings) => (settings.fieldId ? [settings.fieldId] : []),
};
