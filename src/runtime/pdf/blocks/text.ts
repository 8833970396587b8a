import type { PdfBlockDefinition } from '../PdfBlockDefinition';

/** Free text; `{page}`, `{pages}`, `{formName}`, `{documentId}` and `{date}` are replaced when printed. */
export interface TextBlockSettings {
  text: string;
}

export const textBlock: PdfBlockDefinition<TextBlockSettings> = {
  type: 'text',
  labelKey: 'pdf.blocks.text',
  zones: ['body', 'header', 'footer'],
  defaultSpan: 12,
  schema: {
    $id: 'campo:pdf/blocks/text',
    type: 'object',
    additionalProperties: false,
    required: ['text'],
    properties: { text: { type: 'string', maxLength: 5000 } },
  },
  defaults: () => ({ text: '' }),
};
