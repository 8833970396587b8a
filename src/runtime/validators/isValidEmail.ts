/**
 * A plausible e-mail address: one `@`, a local part and a dotted domain, no spaces, at most 254
 * characters. Deliverability is the mail server's business; this catches typing mistakes.
 *
 * @example isValidEmail('ana@empresa.com.br') // true
 * @example isValidEmail('ana@empresa') // false
 */
export function isValidEmail(value: string): boolean {
  if (value.length > 254) return false;
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value);
}
