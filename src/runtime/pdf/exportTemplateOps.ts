import type { FormModel } from '../forms/FormModel';
import { DEFAULT_TEMPLATE_ID, type ExportTemplate, type FormExports } from './PdfLayout';

const exportsOf = (model: FormModel): FormExports =>
  model.exports ?? { defaultTemplateId: DEFAULT_TEMPLATE_ID, templates: [] };

const withExports = (model: FormModel, exports: FormExports): FormModel => ({ ...model, exports });

/** `<kind>-<n>`, free among the model's templates. */
function freshId(model: FormModel, kind: ExportTemplate['kind']): string {
  const ids = new Set(exportsOf(model).templates.map((template) => template.id));
  let n = 1;
  while (ids.has(`${kind}-${n}`)) n++;
  return `${kind}-${n}`;
}

/**
 * The form editor's changes to a model's export templates (FormModel.exports, docs/forms.md "Export
 * templates"), each answering a new model, saved with the model's normal save: add, rename, clone (a
 * deep copy with a fresh id), remove (the default falls back to the built-in document) and set default.
 *
 * @example exportTemplateOps.setDefault(exportTemplateOps.add(model, { kind: 'word', name: 'Word' }).model, 'word-1')
 */
export const exportTemplateOps = {
  exportsOf,

  /** The model with a new template (its id chosen here), and that id. */
  add(model: FormModel, template: Omit<ExportTemplate, 'id'>): { model: FormModel; id: string } {
    const exports = exportsOf(model);
    const id = freshId(model, template.kind);
    return {
      model: withExports(model, { ...exports, templates: [...exports.templates, { id, ...template }] }),
      id,
    };
  },

  rename(model: FormModel, id: string, name: string): FormModel {
    const exports = exportsOf(model);
    return withExports(model, {
      ...exports,
      templates: exports.templates.map((template) => (template.id === id ? { ...template, name } : template)),
    });
  },

  /** A copy named `name` right after the original. */
  clone(model: FormModel, id: string, name: string): { model: FormModel; id: string } {
    const exports = exportsOf(model);
    const index = exports.templates.findIndex((template) => template.id === id);
    if (index < 0) return { model, id };
    const original = exports.templates[index]!;
    const copy: ExportTemplate = { ...structuredClone(original), id: freshId(model, original.kind), name };
    const templates = [...exports.templates];
    templates.splice(index + 1, 0, copy);
    return { model: withExports(model, { ...exports, templates }), id: copy.id };
  },

  remove(model: FormModel, id: string): FormModel {
    const exports = exportsOf(model);
    return withExports(model, {
      defaultTemplateId: exports.defaultTemplateId === id ? DEFAULT_TEMPLATE_ID : exports.defaultTemplateId,
      templates: exports.templates.filter((template) => template.id !== id),
    });
  },

  /** `DEFAULT_TEMPLATE_ID` for the built-in default document. */
  setDefault(model: FormModel, id: string): FormModel {
    return withExports(model, { ...exportsOf(model), defaultTemplateId: id });
  },
};
