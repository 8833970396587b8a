import { onlyDigits } from './onlyDigits';

/**
 * A phone number whose own part (without country and area code) has 8 or 9 digits (spec 000 section 5).
 * Typed forms are accepted: `9999-0000`, `99999-0000`, `(11) 99999-0000`, `+55 11 99999-0000`.
 * With 10 or 11 digits the first two are the area code; with 12 or 13 the first two are the country.
 *
 * @example isValidPhone('(11) 99999-0000') // true
 * @example isValidPhone('12345') // false
 */
export function isValidPhone(value: string): boolean {
  if (/[^\d\s()+.-]/.test(value)) return false;
  let digits = onlyDigits(value);
  if (digits.length === 12 || digits.length === 13) digits = digits.slice(2);
  if (digits.length === 10 || digits.length === 11) digits = digits.slice(2);
  return digits.length === 8 || digits.length === 9;
}
