import type { ReportHeaderItem } from '../ReportSettings';

/**
 * A field's answer as styling rules compare it: a text, a number, a date (`YYYY-MM-DD`), a date-hour
 * (`YYYY-MM-DDTHH:mm`), an hour (`HH:mm`), the chosen options' labels, or null when unanswered.
 */
export type StyleValue = string | number | string[] | null;

/** One field's answer as a layout prints it. */
export interface PdfFieldData {
  label: string;
  /** The form field type id (`textShort`, `date`, `photo`, `table`...). */
  type: string;
  /** The answer as text, dates already `dd/MM/yyyy` (pt-BR); '' when unanswered. */
  text: string;
  /** Its images (photos, drawn signatures, sketches) as URLs: served from memory on the server, samples in the editor. */
  images: string[];
  /** A table's header and rows of cell texts. */
  table: { columns: string[]; rows: string[][] } | null;
  /** What styling rules compare (StyleValue). */
  rawValue: StyleValue;
  /** A choice field's options, each marked when chosen (choiceMarks): report settings `checks: 'symbols'` print them ☑/☐. */
  choices?: ChoiceMark[];
}

/** One option of a choice field and whether the answer chose it. */
export interface ChoiceMark {
  label: string;
  checked: boolean;
}

/** A document information item the documentInfo block may show. */
export type PdfInfoItem = Exclude<ReportHeaderItem, 'logo'>;

/** Every document fact a header or a "document data" block can print, in the order they print. */
export const PDF_INFO_ITEMS: readonly PdfInfoItem[] = [
  'companyName',
  'formName',
  'documentId',
  'finishedAt',
  'responsible',
  'client',
  'unit',
  'asset',
  'location',
];

/**
 * A plain, serialisable description of what a layout prints (src/runtime/pdf/html): built by the server
 * from a document's answers (src/server/pdf/buildLayoutPdf) and by the PDF editor from samples, so the
 * editor canvas and the printed page come from the same HTML. Only visible fields and groups are here.
 *
 * @example const data: PdfDocumentData = { formName: 'Vistoria', documentId: '42', ... };
 */
export interface PdfDocumentData {
  formName: string;
  documentId: string;
  companyName: string;
  logoUrl: string | null;
  /** When printed, `dd/MM/yyyy` (the text blocks' `{date}`). */
  date: string;
  /** The identification items that have a value, each with its label in the reader's language. */
  info: Partial<Record<PdfInfoItem, { label: string; text: string }>>;
  fields: Record<string, PdfFieldData>;
  /** Groups by id, their visible fields in model order. */
  groups: Record<string, { name: string; fieldIds: string[] }>;
  /** Every photo of the document (the photos block without a field, the attachments page). */
  photos: Array<{ url: string; caption: string }>;
  /** The layout's own pictures (image block, by file id) as URLs. */
  images: Record<string, string>;
}
