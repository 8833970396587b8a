import type { ExportTemplate } from '../../../runtime/pdf/PdfLayout';

/** What exporting documents as Word needs, read with a download's data (loadWordTemplates). */
export interface WordTemplates {
  /** The forms whose default export template is a Word one (their current model's), by form id. */
  byForm: Map<number, ExportTemplate>;
  /** The company logo's storage key (images), when it has one and a Word template is used. */
  logoKey: string | null;
}
