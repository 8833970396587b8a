import { onlyDigits } from './onlyDigits';

function checkDigit(digits: readonly number[], weights: readonly number[]): number {
  const sum = weights.reduce((acc, weight, i) => acc + weight * digits[i]!, 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const FIRST = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/**
 * A Brazilian company number (CNPJ) with valid check digits, formatted or not. Fourteen equal digits
 * pass the arithmetic but are not issued, so they are refused. Shared by the browser forms and the server.
 *
 * @example isValidCnpj('11.222.333/0001-81') // true
 * @example isValidCnpj('11.222.333/0001-80') // false
 */
export function isValidCnpj(value: string): boolean {
  if (/[^\d./\-\s]/.test(value)) return false;
  const text = onlyDigits(value);
  if (text.length !== 14 || /^(\d)\1{13}$/.test(text)) return false;
  const digits = [...text].map(Number);
  return checkDigit(digits, FIRST) === digits[12] && checkDigit(digits, SECOND) === digits[13];
}
