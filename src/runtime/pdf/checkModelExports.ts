import type { ErrorCode } from '../errors/errorCatalogue';
import type { FormModel } from '../forms/FormModel';
import { backgroundErrorCode } from './backgroundErrorCode';
import { checkPdfLayout } from './checkPdfLayout';
import { DEFAULT_TEMPLATE_ID, type ExportTemplate } from './PdfLayout';
import type { PdfLayoutProblem, PdfLayoutProblemCode } from './PdfLayoutProblem';

/** Why a template is refused besides its layout's problems (IMAGE_MISSING: the server's image check). */
export type TemplateProblemCode = 'TEMPLATE_ID_DUPLICATE' | 'LAYOUT_REQUIRED' | 'IMAGE_MISSING';

/** One reason a model's export templates cannot be saved, as a catalogue error. */
export interface ExportsProblem {
  code: Extract<
    ErrorCode,
    | 'EXPORT_TEMPLATE_INVALID'
    | 'DEFAULT_TEMPLATE_CHANGE_FAILED'
    | 'PDF_BACKGROUND_INVALID'
    | 'PDF_BACKGROUND_PAGE_INVALID'
    | 'PDF_BACKGROUND_PAGE_IN_USE'
  >;
  /** The template at fault (none for a default id that names no template). */
  template?: Pick<ExportTemplate, 'id' | 'name'>;
  /** EXPORT_TEMPLATE_INVALID: which check, `exportTemplates.problems.<reason>` in the i18n files. */
  reason?: PdfLayoutProblemCode | TemplateProblemCode;
  /** The layout's problem, for the editor to mark its block or rule. */
  layout?: PdfLayoutProblem;
}

/**
 * The problems of a model's export templates (FormModel.exports), SalvarModelo's check after the schema:
 * template ids unique (TEMPLATE_ID_DUPLICATE), a PDF template has a layout (LAYOUT_REQUIRED), each layout
 * passes checkPdfLayout (background problems as their own catalogue codes, spec 001 §8; the others as
 * EXPORT_TEMPLATE_INVALID), and `defaultTemplateId` is 'default' or one of the templates
 * (DEFAULT_TEMPLATE_CHANGE_FAILED). A model without `exports` passes.
 *
 * @example checkModelExports(model)[0] // { code: 'EXPORT_TEMPLATE_INVALID', template: { id: 't1', name: 'Laudo' }, reason: 'BLOCK_UNKNOWN_ITEM', layout: {...} }
 */
export function checkModelExports(model: FormModel): ExportsProblem[] {
  const exports = model.exports;
  if (!exports) return [];
  const problems: ExportsProblem[] = [];
  const ids = new Set<string>();
  for (const { id, name, kind, layout } of exports.templates) {
    const template = { id, name };
    if (ids.has(id))
      problems.push({ code: 'EXPORT_TEMPLATE_INVALID', template, reason: 'TEMPLATE_ID_DUPLICATE' });
    ids.add(id);
    if (!layout) {
      if (kind === 'pdf')
        problems.push({ code: 'EXPORT_TEMPLATE_INVALID', template, reason: 'LAYOUT_REQUIRED' });
      continue;
    }
    for (const problem of checkPdfLayout(layout, model))
      problems.push({
        code: backgroundErrorCode(problem.code) ?? 'EXPORT_TEMPLATE_INVALID',
        template,
        reason: problem.code,
        layout: problem,
      });
  }
  if (exports.defaultTemplateId !== DEFAULT_TEMPLATE_ID && !ids.has(exports.defaultTemplateId))
    problems.push({ code: 'DEFAULT_TEMPLATE_CHANGE_FAILED' });
  return problems;
}
