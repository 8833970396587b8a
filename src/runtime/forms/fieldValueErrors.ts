import type { CheckedField } from './fieldTypes/CheckedField';
import { formFieldType } from './fieldTypes/formFieldType';
import type { ValueProblem } from './fieldTypes/ValueProblem';

export type { CheckedField } from './fieldTypes/CheckedField';
export type { ValueProblem } from './fieldTypes/ValueProblem';

/**
 * Type checks of one filled value (emptiness and `required` are the engine's concern): text length
 * (short text at most 150, or the field's character limit), masks, e-mail, number min/max/integer/
 * decimals, known options, NPS 1-10, date/hour formats, coordinates. Each type's checks are its
 * definition's (src/runtime/forms/fieldTypes/<type>.ts).
 *
 * @example fieldValueErrors({ type: 'textShort' }, 'x'.repeat(151)) // [{ code: 'VALUE_TOO_LONG', params: { limit: 150 } }]
 */
export function fieldValueErrors(field: CheckedField, value: unknown): ValueProblem[] {
  return formFieldType(field).valueErrors(field, value);
}
