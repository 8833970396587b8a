/** Formatters made so far, by locale and options: making one costs far more than formatting with it. */
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A number in the locale (anything else as text). Its Intl.NumberFormat is made once per locale and
 * options: a 1,000-field form shows hundreds of numbers as it opens (issue 13).
 *
 * @example formatNumber(1234.5, 'pt-BR') // '1.234,5'
 */
export function formatNumber(n: unknown, locale: string, options: Intl.NumberFormatOptions = {}): string {
  if (typeof n !== 'number') return String(n);
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter.format(n);
}
