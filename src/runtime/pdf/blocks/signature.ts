import type { PdfBlockDefinition } from '../PdfBlockDefinition';

/** A signature line with its caption; bound to a signature field, the drawn signature sits on it. */
export interface SignatureBlockSettings {
  fieldId: string | null;
  caption: string;
}

export const signatureBlock: PdfBlockDefinition<SignatureBlockSettings> = {
  type: 'signature',
  labelKey: 'pdf.blocks.signature',
  zones: ['body', 'footer'],
  defaultSpan: 6,
  schema: {
    $id: 'campo:pdf/blocks/signature',
    type: 'object',
    additionalProperties: false,
    required: ['fieldId', 'caption'],
    properties: {
      fieldId: { type: ['string', 'null'], maxLength: 64 },
      caption: { type: 'string', maxLength: 200 },
    },
  },
  defaults: () => ({ fieldId: null, caption: '' }),
  uses: (settings) => (settings.fieldId ? [settings.fieldId] : []),
};
