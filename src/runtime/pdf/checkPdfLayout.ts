import { formFieldType } from '../forms/fieldTypes/formFieldType';
import type { FormField, FormModel } from '../forms/FormModel';
import { checkPdfBackground } from './checkPdfBackground';
import { checkStyleRule } from './checkStyleRule';
import { compileBlockSchema } from './compileBlockSchema';
import type { PdfZone } from './PdfBlockDefinition';
import { pdfBlocks } from './pdfBlocks';
import type { PdfBlock, PdfLayout } from './PdfLayout';
import type { PdfLayoutProblem } from './PdfLayoutProblem';

/** The form items a layout may point at. */
interface Items {
  groups: Set<string>;
  fields: Map<string, FormField>;
}

function blockProblems(block: PdfBlock, zone: PdfZone, items: Items): PdfLayoutProblem[] {
  const at = { zone, blockId: block.id };
  const definition = Object.hasOwn(pdfBlocks, block.type) ? pdfBlocks[block.type] : undefined;
  if (!definition) return [{ code: 'BLOCK_UNKNOWN_TYPE', ...at }];
  const problems: PdfLayoutProblem[] = [];
  if (!definition.zones.includes(zone)) problems.push({ code: 'BLOCK_ZONE', ...at });
  const validate = compileBlockSchema(definition);
  if (!validate(block.settings)) {
    const error = validate.errors![0]!;
    const missing = (error.params as { missingProperty?: string }).missingProperty;
    const path = [error.instancePath.replace(/^\//, '').replace(/\//g, '.'), missing]
      .filter(Boolean)
      .join('.');
    return [...problems, { code: 'BLOCK_SETTINGS_INVALID', ...at, params: { path: path || '-' } }];
  }
  // '' is a binding not chosen yet (the editor's default); null an intended "none" (photos: all of them).
  const settings = block.settings as { fieldId?: unknown; groupId?: unknown };
  if (settings.fieldId === '' || settings.groupId === '') problems.push({ code: 'BLOCK_NOT_BOUND', ...at });
  const known = (id: string) => items.groups.has(id) || items.fields.has(id);
  const wrongGroup =
    typeof settings.groupId === 'string' && settings.groupId !== '' && !items.groups.has(settings.groupId);
  const fieldId = typeof settings.fieldId === 'string' && settings.fieldId !== '' ? settings.fieldId : null;
  const field = fieldId === null ? undefined : items.fields.get(fieldId);
  if (
    wrongGroup ||
    (fieldId !== null && !field) ||
    (definition.uses?.(block.settings) ?? []).some((id) => !known(id))
  )
    problems.push({ code: 'BLOCK_UNKNOWN_ITEM', ...at });
  else if (field && formFieldType(field).display)
    problems.push({ code: 'BLOCK_AUXILIARY_FIELD', ...at, params: { field: field.name } });
  return problems;
}

/**
 * The problems of a custom PDF layout against its form model, in layout order (docs/forms.md "Export
 * templates"): block and rule ids unique (ID_DUPLICATE); each block of a known type (BLOCK_UNKNOWN_TYPE),
 * in a zone its type allows (BLOCK_ZONE, PdfBlockDefinition.zones), its settings valid against its type's
 * schema (BLOCK_SETTINGS_INVALID naming the setting), bound when it binds (BLOCK_NOT_BOUND), to a group or
 * field of the model (BLOCK_UNKNOWN_ITEM) that is not auxiliary content (BLOCK_AUXILIARY_FIELD); each
 * style rule on a styleable field with the values its operator needs (checkStyleRule); the background
 * (checkPdfBackground). Run by SalvarModelo (checkModelExports) and by the editors before saving.
 *
 * @example checkPdfLayout(layout, model) // [] or [{ code: 'BLOCK_UNKNOWN_ITEM', zone: 'body', blockId: 'b3' }]
 */
export function checkPdfLayout(layout: PdfLayout, model: FormModel): PdfLayoutProblem[] {
  const items: Items = {
    groups: new Set(model.groups.map((group) => group.id)),
    fields: new Map(model.groups.flatMap((group) => group.fields.map((field) => [field.id, field]))),
  };
  const problems: PdfLayoutProblem[] = [];
  const ids = new Set<string>();
  const zones: Array<[PdfZone, PdfBlock[]]> = [
    ['header', layout.header.blocks],
    ['body', layout.body],
    ['footer', layout.footer.blocks],
  ];
  for (const [zone, blocks] of zones)
    for (const block of blocks) {
      if (ids.has(block.id)) problems.push({ code: 'ID_DUPLICATE', zone, blockId: block.id });
      ids.add(block.id);
      problems.push(...blockProblems(block, zone, items));
    }
  const ruleIds = new Set<string>();
  for (const rule of layout.styleRules) {
    if (ruleIds.has(rule.id)) problems.push({ code: 'ID_DUPLICATE', ruleId: rule.id });
    ruleIds.add(rule.id);
    const problem = checkStyleRule(rule, items.fields);
    if (problem) problems.push(problem);
  }
  problems.push(...checkPdfBackground(layout.background));
  return problems;
}
