import type { FormModel } from '../forms/FormModel';
import { DEFAULT_TEMPLATE_ID, type ExportTemplate } from './PdfLayout';

/**
 * The form's default export template (FormModel.exports), or null when it is the built-in default
 * document (none chosen, `DEFAULT_TEMPLATE_ID`, or an id no template has any more).
 *
 * @example defaultExportTemplate(model)?.kind // 'word'
 */
export function defaultExportTemplate(model: Pick<FormModel, 'exports'>): ExportTemplate | null {
  const exports = model.exports;
  if (!exports || exports.defaultTemplateId === DEFAULT_TEMPLATE_ID) return null;
  return exports.templates.find((template) => template.id === exports.defaultTemplateId) ?? null;
}
