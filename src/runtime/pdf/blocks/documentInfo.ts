import { PDF_INFO_ITEMS } from '../html/PdfDocumentData';
import type { ReportHeaderItem } from '../ReportSettings';
import type { PdfBlockDefinition } from '../PdfBlockDefinition';

/** The document's identification: form name, number, dates, responsible, client, unit, asset, place. */
export interface DocumentInfoBlockSettings {
  items: Exclude<ReportHeaderItem, 'logo'>[];
  columns: 1 | 2;
}

export const documentInfoBlock: PdfBlockDefinition<DocumentInfoBlockSettings> = {
  type: 'documentInfo',
  labelKey: 'pdf.blocks.documentInfo',
  zones: ['body', 'header', 'footer'],
  defaultSpan: 12,
  schema: {
    $id: 'campo:pdf/blocks/documentInfo',
    type: 'object',
    additionalProperties: false,
    required: ['items', 'columns'],
    properties: {
      items: {
        type: 'array',
        uniqueItems: true,
        items: {
          enum: [...PDF_INFO_ITEMS],
        },
      },
      columns: { enum: [1, 2] },
    },
  },
  defaults: () => ({ items: ['formName', 'documentId', 'finishedAt', 'responsible'], columns: 2 }),
};
