import { answerText, type AnswerTextContext } from '../../forms/answerText';
import type { FormField } from '../../forms/FormModel';
import type { StyleValue } from './PdfDocumentData';
import { styleValueKind } from './styleRules';

/** One answer (one copy's) as styling rules compare it: options by their labels, numbers as numbers. */
function one(field: FormField, value: unknown, ctx: AnswerTextContext): string[] | string | number | null {
  if (value === undefined || value === null || value === '') return null;
  const kind = styleValueKind(field.type);
  if (kind === 'selection') {
    const label = (id: unknown) =>
      field.options?.find((option) => option.id === id)?.name ?? answerText(field, id, ctx);
    return Array.isArray(value) ? value.map(label) : label(value);
  }
  if (kind === 'number') return typeof value === 'number' ? value : Number(value);
  return typeof value === 'string' ? value : String(value);
}

/**
 * A field's stored answer as styling rules compare it (ruleStyle): null for types rules do not apply to
 * and for empty answers; a repeatable group's copies as the list of their answers (a rule holds when
 * one copy's does).
 *
 * @example styleValueOf({ id: 's', name: 'S', type: 'choiceSingle', options: [{ id: 'a', name: 'Sim' }] }, 'a', false, ctx) // 'Sim'
 */
export function styleValueOf(
  field: FormField,
  value: unknown,
  repeatable: boolean,
  ctx: AnswerTextContext,
): StyleValue {
  if (!styleValueKind(field.type)) return null;
  if (!(repeatable && Array.isArray(value))) return one(field, value, ctx);
  const copies = value
    .map((copy) => one(field, copy, ctx))
    .flatMap((answer) => (answer === null ? [] : Array.isArray(answer) ? answer : [String(answer)]));
  return copies.length ? copies : null;
}
