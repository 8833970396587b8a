import { DEFAULT_TEMPLATE_ID, type ExportTemplate, type FormExports } from './PdfLayout';

/**
 * A form's default export template (FormModel.exports), or null when it is the built-in default
 * document (none chosen, `DEFAULT_TEMPLATE_ID`, or an id no template has any more).
 *
 * @example defaultExportTemplate(model.exports)?.kind // 'word'
 */
export function defaultExportTemplate(exports: FormExports | undefined | null): ExportTemplate | null {
  if (!exports || exports.defaultTemplateId === DEFAULT_TEMPLATE_ID) return null;
  return exports.templates.find((template) => template.id === exports.defaultTemplateId) ?? null;
}
