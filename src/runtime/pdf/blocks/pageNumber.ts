import type { PdfBlockDefinition } from '../PdfBlockDefinition';

/** "Página 2 de 5": `{page}` and `{pages}` in `format` become the page number and count. */
export interface PageNumberBlockSettings {
  format: string;
}

export const pageNumberBlock: PdfBlockDefinition<PageNumberBlockSettings> = {
  type: 'pageNumber',
  labelKey: 'pdf.blocks.pageNumber',
  zones: ['header', 'footer'],
  defaultSpan: 4,
  schema: {
    $id: 'campo:pdf/blocks/pageNumber',
    type: 'object',
    additionalProperties: false,
    required: ['format'],
    properties: { format: { type: 'string', minLength: 1, maxLength: 100 } },
  },
  defaults: () => ({ format: 'Página {page} de {pages}' }),
};
