import { DEFAULT_TEMPLATE_ID, type FormExports, type PdfLayout } from './PdfLayout';

/**
 * The custom PDF layout a form prints with by default: its `defaultTemplateId` template when that is a
 * `pdf` template with a layout; null for the built-in default document (pdfmake) or anything else.
 *
 * @example customPdfLayout({ defaultTemplateId: 'default', templates: [] }) // null
 */
export function customPdfLayout(exports: FormExports | undefined | null): PdfLayout | null {
  if (!exports || exports.defaultTemplateId === DEFAULT_TEMPLATE_ID) return null;
  const template = exports.templates.find((t) => t.id === exports.defaultTemplateId);
  return template?.kind === 'pdf' && template.layout ? template.layout : null;
}
