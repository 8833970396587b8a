import type { ReportHeaderItem } from '../../runtime/pdf/ReportSettings';

/** What identifies a document on its export (the documentInfo block's items), each as shown text. */
export type DocumentInfoItem = Exclude<ReportHeaderItem, 'logo'>;

/** The document's identification texts; an item left out or empty is not printed. */
export type DocumentInfo = Partial<Record<DocumentInfoItem, string>>;

/** The items of the default document's identification, in order (the report settings' defaults). */
export const DEFAULT_INFO_ITEMS: DocumentInfoItem[] = [
  'formName',
  'documentId',
  'finishedAt',
  'responsible',
  'client',
  'unit',
  'location',
];
