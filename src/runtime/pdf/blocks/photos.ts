import type { PdfBlockDefinition } from '../PdfBlockDefinition';

/** A grid of photos: one field's, or (fieldId null) every photo of the document. */
export interface PhotosBlockSettings {
  fieldId: string | null;
  perRow: 1 | 2 | 3 | 4;
}

export const photosBlock: PdfBlockDefinition<PhotosBlockSettings> = {
  type: 'photos',
  labelKey: 'pdf.blocks.photos',
  zones: ['body'],
  defaultSpan: 12,
  schema: {
    $id: 'campo:pdf/blocks/photos',
    type: 'object',
    additionalProperties: false,
    required: ['fieldId', 'perRow'],
    properties: {
      fieldId: { type: ['string', 'null'], maxLength: 64 },
      perRow: { enum: [1, 2, 3, 4] },
    },
  },
  defaults: () => ({ fieldId: null, perRow: 3 }),
  uses: (settings) => (settings.fieldId ? [settings.fieldId] : []),
};
