import type { FormField } from '../forms/FormModel';
import type { StyleRule } from './PdfLayout';
import type { PdfLayoutProblem } from './PdfLayoutProblem';
import { STYLE_FIELD_KINDS, STYLE_OPERATORS, type StyleFieldKind } from './styleFieldKinds';

const FORMATS: Partial<Record<StyleFieldKind, RegExp>> = {
  number: /^-?\d+(\.\d+)?$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
  dateHour: /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/,
  hour: /^([01]\d|2[0-3]):[0-5]\d$/,
};

/** A value the kind can compare: a number for numbers, `YYYY-MM-DD` / `HH:mm` for dates and hours, any text otherwise. */
function valueFits(kind: StyleFieldKind, value: string | number | undefined): boolean {
  if (value === undefined) return false;
  if (kind === 'number')
    return typeof value === 'number' ? Number.isFinite(value) : FORMATS.number!.test(value);
  const text = String(value);
  const format = FORMATS[kind];
  return format ? format.test(text) : text.trim() !== '';
}

/** Numbers by value, dates and hours as ISO text (which sorts in time). */
function ordered(kind: StyleFieldKind, low: string | number, high: string | number): boolean {
  return kind === 'number' ? Number(low) <= Number(high) : String(low) <= String(high);
}

/**
 * The problem of one field styling rule, or null: its field exists (STYLE_UNKNOWN_FIELD) and has a
 * styleable type (STYLE_FIELD_NOT_STYLEABLE, STYLE_FIELD_KINDS), the operator suits the type
 * (STYLE_OPERATOR), and the operator has the values it needs in the type's format, `between` a low and a
 * high one in order (STYLE_VALUE); `filled` and `empty` need none.
 *
 * @example checkStyleRule({ id: 'r1', fieldId: 'due', operator: 'after' }, fields) // { code: 'STYLE_VALUE', ... }
 */
export function checkStyleRule(rule: StyleRule, fields: Map<string, FormField>): PdfLayoutProblem | null {
  const at = { ruleId: rule.id };
  const field = fields.get(rule.fieldId);
  if (!field) return { code: 'STYLE_UNKNOWN_FIELD', ...at };
  const named = { ...at, params: { field: field.name } };
  const kind = STYLE_FIELD_KINDS[field.type] ?? null;
  if (!kind) return { code: 'STYLE_FIELD_NOT_STYLEABLE', ...named };
  if (!STYLE_OPERATORS[kind].includes(rule.operator)) return { code: 'STYLE_OPERATOR', ...named };
  if (rule.operator === 'filled' || rule.operator === 'empty') return null;
  if (!valueFits(kind, rule.value)) return { code: 'STYLE_VALUE', ...named };
  if (rule.operator !== 'between') return null;
  if (!valueFits(kind, rule.value2) || !ordered(kind, rule.value!, rule.value2!))
    return { code: 'STYLE_VALUE', ...named };
  return null;
}
