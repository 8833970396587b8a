import { formFieldType } from '../forms/fieldTypes/formFieldType';
import type { FormField } from '../forms/FormModel';
import type { ChoiceMark } from './html/PdfDocumentData';

/**
 * A choice field's options (according, single, multiple, select box, thermometer), each by its label and
 * marked when the answer chose it, for report settings `checks: 'symbols'` (☑ chosen, ☐ not). Undefined
 * for other types and for a choice without options.
 *
 * @example choiceMarks({ id: 'f', name: 'F', type: 'choiceSingle', options: [{ id: 'a', name: 'Sim' }, { id: 'b', name: 'Não' }] }, 'a')
 * // [{ label: 'Sim', checked: true }, { label: 'Não', checked: false }]
 */
export function choiceMarks(field: FormField, value: unknown): ChoiceMark[] | undefined {
  if (!formFieldType(field).choice || !field.options?.length) return undefined;
  const chosen = new Set(Array.isArray(value) ? value : [value]);
  return field.options.map((option) => ({ label: option.name, checked: chosen.has(option.id) }));
}
