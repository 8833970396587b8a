import type { FieldTypeId } from '../../forms/FIELD_TYPE_IDS';
import { formFieldTypes } from '../../forms/fieldTypes/formFieldTypes';
import type { StyleOperator, StyleRule } from '../PdfLayout';
import type { StyleValue } from './PdfDocumentData';

/** How a field's answer is compared by a styling rule. */
export type StyleValueKind = 'text' | 'number' | 'date' | 'dateHour' | 'hour' | 'selection';

const TEXT_TYPES = new Set<string>(['textShort', 'textMultiline', 'textComposite', 'email', 'textFormula']);
const TIME_KINDS: Partial<Record<FieldTypeId, StyleValueKind>> = {
  date: 'date',
  dateHour: 'dateHour',
  hour: 'hour',
};

/**
 * The kind of comparison a field type's answer gets, or null for the types styling rules do not apply
 * to (photos, signatures, tables, files...): numbers by the `numeric` trait, selections by `choice`.
 *
 * @example styleValueKind('currency') // 'number'
 */
export function styleValueKind(type: string): StyleValueKind | null {
  const definition = formFieldTypes[type as FieldTypeId];
  if (!definition) return null;
  if (TIME_KINDS[type as FieldTypeId]) return TIME_KINDS[type as FieldTypeId]!;
  if (definition.numeric) return 'number';
  if (definition.choice) return 'selection';
  return TEXT_TYPES.has(type) ? 'text' : null;
}

const fold = (text: string) => text.trim().toLocaleLowerCase('pt-BR');
const isEmpty = (value: StyleValue) =>
  value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** A number typed as `1.234,5`, `1234.5` or given as a number; NaN when it is none. */
function toNumber(value: string | number | undefined): number {
  if (typeof value === 'number') return value;
  if (value === undefined || value.trim() === '') return NaN;
  const text = value.trim();
  return Number(text.includes(',') ? text.replace(/\./g, '').replace(',', '.') : text);
}

/** Compares `a` with `b`: numbers as numbers; dates, date-hours and hours as their ISO texts. */
type Compare = (a: string | number, b: string | number) => number;

/**
 * Dates (`YYYY-MM-DD`), date-hours (`YYYY-MM-DDTHH:mm`) and hours (`HH:mm`) sort as text; the answer is
 * cut to the rule value's length, so "after 2026-01-10" on a date-hour compares days.
 */
const compareTime: Compare = (a, b) => {
  const left = String(a).slice(0, String(b).length);
  return left < String(b) ? -1 : left > String(b) ? 1 : 0;
};
const compareNumber: Compare = (a, b) => toNumber(a) - toNumber(b);

/** Whether one answer (a text, a number, one option's label) meets the operator. */
function meets(rule: StyleRule, answer: string | number, kind: StyleValueKind): boolean {
  const ordered = kind === 'number' || kind === 'date' || kind === 'dateHour' || kind === 'hour';
  const compare = kind === 'number' ? compareNumber : compareTime;
  const value = rule.value ?? '';
  const order = (b: string | number | undefined) => {
    if (b === undefined || b === '') return NaN;
    const result = compare(answer, b);
    return Number.isNaN(result) ? NaN : result;
  };
  const text = fold(String(answer));
  const needle = fold(String(value));
  const byOperator: Record<StyleOperator, () => boolean> = {
    equals: () => (ordered ? order(value) === 0 : text === needle),
    notEquals: () => (ordered ? order(value) !== 0 && !Number.isNaN(order(value)) : text !== needle),
    contains: () => needle !== '' && text.includes(needle),
    notContains: () => needle === '' || !text.includes(needle),
    startsWith: () => needle !== '' && text.startsWith(needle),
    endsWith: () => needle !== '' && text.endsWith(needle),
    greater: () => (ordered ? order(value) > 0 : false),
    less: () => (ordered ? order(value) < 0 : false),
    after: () => (ordered ? order(value) > 0 : false),
    before: () => (ordered ? order(value) < 0 : false),
    between: () => {
      if (!ordered || rule.value2 === undefined) return false;
      const [low, high] = compare(value, rule.value2) <= 0 ? [value, rule.value2] : [rule.value2, value];
      return order(low) >= 0 && order(high) <= 0;
    },
    filled: () => true,
    empty: () => false,
  };
  return byOperator[rule.operator]();
}

/** Whether the rule holds for the answer; a selection holds when any chosen option's label does. */
function holds(rule: StyleRule, value: StyleValue, kind: StyleValueKind): boolean {
  if (rule.operator === 'empty') return isEmpty(value);
  if (isEmpty(value)) return rule.operator === 'notContains' || rule.operator === 'notEquals';
  const answers = Array.isArray(value) ? value : [value!];
  if (rule.operator === 'notEquals' || rule.operator === 'notContains')
    return answers.every((answer) => meets(rule, answer, kind));
  return answers.some((answer) => meets(rule, answer, kind));
}

/**
 * The colours the field styling rules give a field's answer (spec 001 §3), in the PDF and in the result
 * preview: the rules of `fieldId` in order, each colour taken from the first rule that holds and sets
 * it; null when none holds or the type takes no rules. Texts and selections (the chosen options' labels)
 * compare without case; numbers as numbers (`1.234,5` or `1234.5`); dates, date-hours and hours by their
 * ISO text (`after`/`before`, `greater`/`less` and inclusive `between` alike).
 *
 * @example ruleStyle([{ id: 'r', fieldId: 'temp', operator: 'greater', value: 30, textColor: '#c62828' }], 'temp', 'number', 35) // { color: '#c62828' }
 */
export function ruleStyle(
  rules: readonly StyleRule[],
  fieldId: string,
  type: string,
  value: StyleValue,
): { color?: string; background?: string } | null {
  const kind = styleValueKind(type);
  if (!kind) return null;
  const style: { color?: string; background?: string } = {};
  for (const rule of rules) {
    if (rule.fieldId !== fieldId || !holds(rule, value, kind)) continue;
    if (rule.textColor && !style.color) style.color = rule.textColor;
    if (rule.backgroundColor && !style.background) style.background = rule.backgroundColor;
  }
  return style.color || style.background ? style : null;
}
