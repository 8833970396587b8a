import type { CheckedField } from '../CheckedField';
import type { ValueProblem } from '../ValueProblem';

/**
 * One chosen option: the id of one of the field's options.
 *
 * @example singleChoiceErrors({ type: 'choiceSingle', options: [{ id: 'a', name: 'A' }] }, 'b') // [{ code: 'INVALID_OPTION' }]
 */
export function singleChoiceErrors(field: CheckedField, value: unknown): ValueProblem[] {
  const ids = new Set((field.options ?? []).map((option) => option.id));
  return typeof value === 'string' && ids.has(value) ? [] : [{ code: 'INVALID_OPTION' }];
}
