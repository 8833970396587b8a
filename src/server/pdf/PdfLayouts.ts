import type { PdfLayout } from '../../runtime/pdf/PdfLayout';
import type { ReportSettings } from '../../runtime/pdf/ReportSettings';

/** What printing custom layouts and the default document needs, read with a download's (or a mail's) data (loadPdfLayouts). */
export interface PdfLayouts {
  /** The forms whose default template is a custom PDF layout (their current model's), by form id. */
  byForm: Map<number, PdfLayout>;
  /** Storage keys of the layouts' own files (form_images: image blocks, backgrounds) by file id. */
  fileKeys: Map<string, string>;
  /** The company logo's storage key (images), when it has one. */
  logoKey: string | null;
  /** The company's report settings: the default document's, and each layout's colours, title font... */
  settings: ReportSettings;
  /** The storage key of the report settings' background (form_images), when it has one. */
  backgroundKey: string | null;
}
