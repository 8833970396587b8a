/** Weights of the two check digits, 2..9 cycling from the right (Receita Federal). */
const FIRST = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

// Each character counts as its ASCII code minus 48: '0'..'9' are 0..9 and 'A'..'Z' are 17..42.
function checkDigit(chars: string, weights: readonly number[]): number {
  const sum = weights.reduce((acc, weight, i) => acc + weight * (chars.charCodeAt(i) - 48), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/**
 * The characters of a typed CNPJ (punctuation dropped, letters upper-cased), the form the check digits
 * are computed on.
 *
 * @example cnpjCharacters('12.abc.345/01de-35') // '12ABC34501DE35'
 */
export function cnpjCharacters(value: string): string {
  return value.replace(/[./\-\s]/g, '').toUpperCase();
}

/**
 * A Brazilian company number (CNPJ) with valid check digits, formatted or not: the numeric one and the
 * alphanumeric one issued from July 2026 (12 characters 0-9/A-Z, then 2 numeric check digits, modulo 11
 * with each character worth its ASCII code minus 48). Fourteen equal characters pass the arithmetic but
 * are not issued, so they are refused. Shared by the browser forms, the entity formats and the server.
 *
 * @example isValidCnpj('11.222.333/0001-81') // true
 * @example isValidCnpj('12.ABC.345/01DE-35') // true
 * @example isValidCnpj('11.222.333/0001-80') // false
 */
export function isValidCnpj(value: string): boolean {
  if (/[^0-9A-Za-z./\-\s]/.test(value)) return false;
  const text = cnpjCharacters(value);
  if (!/^[0-9A-Z]{12}[0-9]{2}$/.test(text) || /^(.)\1{13}$/.test(text)) return false;
  return checkDigit(text, FIRST) === Number(text[12]) && checkDigit(text, SECOND) === Number(text[13]);
}
