import type { PdfBlockDefinition } from '../PdfBlockDefinition';

/** A picture uploaded for the layout (a model image: EnviarImagemModelo), `widthMm` wide at most. */
export interface ImageBlockSettings {
  fileId: string | null;
  widthMm: number;
}

export const imageBlock: PdfBlockDefinition<ImageBlockSettings> = {
  type: 'image',
  labelKey: 'pdf.blocks.image',
  zones: ['body', 'header', 'footer'],
  defaultSpan: 4,
  schema: {
    $id: 'campo:pdf/blocks/image',
    type: 'object',
    additionalProperties: false,
    required: ['fileId', 'widthMm'],
    properties: {
      fileId: { type: ['string', 'null'], maxLength: 200 },
      widthMm: { type: 'number', minimum: 5, maximum: 300 },
    },
  },
  defaults: () => ({ fileId: null, widthMm: 40 }),
};
