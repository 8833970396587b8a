import type { AnswerTextContext } from '../AnswerTextContext';
import type { CheckedField } from '../CheckedField';
import { formatNumber } from './formatNumber';

/**
 * A number in the locale after the field's `settings.prefix` (number, numeric formula, NPS).
 *
 * @example prefixedNumberText({ type: 'number', settings: { prefix: 'kg' } }, 2.5, ctx) // 'kg 2,5'
 */
export function prefixedNumberText(field: CheckedField, value: unknown, ctx: AnswerTextContext): string {
  const prefix = field.settings?.prefix;
  return `${typeof prefix === 'string' && prefix ? `${prefix} ` : ''}${formatNumber(value, ctx.locale)}`;
}
