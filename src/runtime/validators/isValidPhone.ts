import { onlyDigits } from './onlyDigits';

/**
 * A phone number whose own part (without country and area code) has 8 or 9 digits (spec 000 section 5).
 * Typed forms are accepted: `9999-0000`, `99999-0000`, `(11) 99999-0000`, `+55 11 99999-0000`.
 * With 10 or 11 digits the first two are the area code; with 12 or 13 the first two are the country.
 * With an area code, the Brazilian plan holds: no area code has a 0, and a 9-digit number is a mobile,
 * which starts with 9.
 *
 * @example isValidPhone('(11) 99999-0000') // true
 * @example isValidPhone('(11) 3333-0000') // true
 * @example isValidPhone('(11) 89999-0000') // false
 * @example isValidPhone('12345') // false
 */
export function isValidPhone(value: string): boolean {
  if (/[^\d\s()+.-]/.test(value)) return false;
  let digits = onlyDigits(value);
  if (digits.length === 12 || digits.length === 13) digits = digits.slice(2);
  if (digits.length === 10 || digits.length === 11) {
    if (digits[0] === '0' || digits[1] === '0') return false;
    digits = digits.slice(2);
    if (digits.length === 9 && digits[0] !== '9') return false;
  }
  return digits.length === 8 || digits.length === 9;
}
