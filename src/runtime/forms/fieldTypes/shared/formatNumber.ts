/**
 * A number in the locale (anything else as text).
 *
 * @example formatNumber(1234.5, 'pt-BR') // '1.234,5'
 */
export function formatNumber(n: unknown, locale: string, options: Intl.NumberFormatOptions = {}): string {
  return typeof n === 'number' ? new Intl.NumberFormat(locale, options).format(n) : String(n);
}
