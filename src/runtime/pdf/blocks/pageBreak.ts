import type { PdfBlockDefinition } from '../PdfBlockDefinition';

/** What follows starts on a new page (the editor's "pages"). */
export type PageBreakBlockSettings = Record<string, never>;

export const pageBreakBlock: PdfBlockDefinition<PageBreakBlockSettings> = {
  type: 'pageBreak',
  labelKey: 'pdf.blocks.pageBreak',
  zones: ['body'],
  defaultSpan: 12,
  schema: { $id: 'campo:pdf/blocks/pageBreak', type: 'object', additionalProperties: false },
  defaults: () => ({}),
};
