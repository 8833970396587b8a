import type { PdfDocumentData } from '../html/PdfDocumentData';
import type { PdfBlock, PdfLayout } from '../PdfLayout';

/**
 * A layout for tests: A4 portrait, 10 mm margins, empty bands and body, no background, no rules; the
 * parts given replace the defaults.
 *
 * @example pdfLayoutOf({ body: [block('t', 'text', { text: 'Olá' })] })
 */
export function pdfLayoutOf(parts: Partial<PdfLayout> = {}): PdfLayout {
  return {
    version: 1,
    page: {
      size: 'A4',
      orientation: 'portrait',
      marginsMm: { top: 10, right: 10, bottom: 10, left: 10 },
      gridMm: 5,
    },
    header: { heightMm: 0, blocks: [] },
    footer: { heightMm: 0, blocks: [] },
    body: [],
    background: { mode: 'none', fileId: null, pages: [] },
    attachmentsPage: { enabled: false, perPage: 4 },
    styleRules: [],
    ...parts,
  };
}

/** A block for tests, 12 columns wide unless `span` says otherwise. */
export function pdfBlockOf(id: string, type: PdfBlock['type'], settings: object = {}, span = 12): PdfBlock {
  return { id, type, span, settings: settings as Record<string, unknown> };
}

/** A document's data for tests: `Vistoria` #42 of `Demo`, no fields; the parts given replace these. */
export function pdfDataOf(parts: Partial<PdfDocumentData> = {}): PdfDocumentData {
  return {
    formName: 'Vistoria',
    documentId: '42',
    companyName: 'Demo',
    logoUrl: null,
    date: '22/11/2026',
    info: {},
    fields: {},
    groups: {},
    photos: [],
    images: {},
    ...parts,
  };
}
