import type { CheckedField } from '../CheckedField';
import { formatNumber } from './formatNumber';

/** The display format of a numeric field: its type's, or a numeric formula's `settings.format`. */
function formatOf(field: CheckedField): 'number' | 'currency' | 'percent' {
  if (field.type === 'currency' || field.type === 'percent') return field.type;
  const format = field.settings?.format;
  return format === 'currency' || format === 'percent' ? format : 'number';
}

/**
 * A number as the screens, the finished document and the PDF show it, in the locale (Intl.NumberFormat):
 * money with its symbol and two decimals (`R$ 1.234,50` in pt-BR; `settings.currency`, BRL by default),
 * a percentage with `%`, a plain number after its `settings.prefix`; `settings.decimals` fixes the
 * decimals. Anything but a finite number is shown as text.
 *
 * @example numberText({ type: 'numericFormula', settings: { format: 'currency' } }, 1234.5, 'pt-BR') // 'R$ 1.234,50'
 */
export function numberText(field: CheckedField, value: unknown, locale: string): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return value == null ? '' : String(value);
  const settings = field.settings ?? {};
  const decimals = typeof settings.decimals === 'number' ? settings.decimals : undefined;
  const digits =
    decimals === undefined ? {} : { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  const format = formatOf(field);
  if (format === 'currency') {
    const currency = typeof settings.currency === 'string' ? settings.currency : 'BRL';
    return formatNumber(value, locale, { style: 'currency', currency, ...digits });
  }
  const text = formatNumber(value, locale, digits);
  if (format === 'percent') return `${text}%`;
  const prefix = settings.prefix;
  return `${typeof prefix === 'string' && prefix ? `${prefix} ` : ''}${text}`;
}
