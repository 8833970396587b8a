import { onlyDigits } from './onlyDigits';

/**
 * A Brazilian postal code (CEP): eight digits, typed `01310-100`, `01310100` or `01.310-100`; eight equal
 * zeros are not issued. Shared by the browser forms and the server.
 *
 * @example isValidCep('01310-100') // true
 * @example isValidCep('0131-100') // false
 */
export function isValidCep(value: string): boolean {
  if (/[^\d.\-\s]/.test(value)) return false;
  const digits = onlyDigits(value);
  return digits.length === 8 && digits !== '00000000';
}
