import { formFieldType } from './fieldTypes/formFieldType';
import type { FieldOption } from './FormModel';
import { isFilled } from './isFilled';

interface ReadField {
  type: string;
  options?: FieldOption[];
  score?: number;
}

/**
 * A value as a formula number: numbers as they are, numeric text parsed (comma decimals too), true 1,
 * and anything empty or non-numeric 0.
 *
 * @example toFormulaNumber('2,5') // 2.5
 */
export function toFormulaNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string') {
    const parsed = Number(value.trim().replace(',', '.'));
    return value.trim() !== '' && Number.isFinite(parsed) ? parsed : 0;
  }
  return 0;
}

function optionScores(field: ReadField): Map<string, number> {
  return new Map((field.options ?? []).map((option) => [option.id, option.score ?? 0]));
}

/**
 * How formulas read a field's value: choice fields as the chosen options' score (summed for multiple
 * choice), others through toFormulaNumber; a repeatable group's field gives one number per copy.
 *
 * @example numberReaderFor({ type: 'choiceSingle', options: [{ id: 'ok', name: 'Ok', score: 5 }] }, false)('ok') // 5
 */
export function numberReaderFor(field: ReadField, repeated: boolean): (value: unknown) => unknown {
  let base: (value: unknown) => number = toFormulaNumber;
  if (formFieldType(field).choice) {
    const scores = optionScores(field);
    base = (value) =>
      Array.isArray(value)
        ? value.reduce((sum: number, id) => sum + (scores.get(id as string) ?? 0), 0)
        : (scores.get(value as string) ?? 0);
  }
  if (!repeated) return base;
  return (value) => (Array.isArray(value) ? value.map(base) : []);
}

/**
 * A field's contribution to the form's score: its own `score` when filled plus the scores of the chosen
 * options (summed over a repeatable group's copies).
 *
 * @example scoreReaderFor({ type: 'textShort', score: 2 }, false)('x') // 2
 */
export function scoreReaderFor(field: ReadField, repeated: boolean): (value: unknown) => number {
  const scores = optionScores(field);
  const choice = !!formFieldType(field).choice;
  const one = (value: unknown): number => {
    if (!isFilled(value)) return 0;
    let total = field.score ?? 0;
    if (choice)
      for (const id of Array.isArray(value) ? value : [value]) total += scores.get(id as string) ?? 0;
    return total;
  };
  if (!repeated) return one;
  return (value) => (Array.isArray(value) ? value.reduce((sum: number, copy) => sum + one(copy), 0) : 0);
}

/**
 * How text formulas show a value: option names for choices, lists joined with ', ', numbers as text,
 * empty as ''.
 *
 * @example textReaderFor({ type: 'choiceMultiple', options: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }] })(['a', 'b']) // 'A, B'
 */
export function textReaderFor(field: ReadField): (value: unknown) => string {
  const names = new Map((field.options ?? []).map((option) => [option.id, option.name]));
  const one = (value: unknown): string => {
    if (value === null || value === undefined) return '';
    if (Array.isArray(value))
      return value
        .map(one)
        .filter((text) => text !== '')
        .join(', ');
    if (typeof value === 'string') return names.get(value) ?? value;
    if (typeof value === 'object') {
      const { lat, lng } = value as { lat?: number; lng?: number };
      return lat !== undefined && lng !== undefined ? `${lat}, ${lng}` : '';
    }
    return String(value);
  };
  return one;
}
