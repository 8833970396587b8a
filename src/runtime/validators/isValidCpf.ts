import { onlyDigits } from './onlyDigits';

function checkDigit(digits: readonly number[], length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i++) sum += digits[i]! * (length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/**
 * A Brazilian person number (CPF) with valid check digits, formatted or not; eleven equal digits are
 * refused. Shared by the browser forms (shared users' access code) and the server.
 *
 * @example isValidCpf('529.982.247-25') // true
 * @example isValidCpf('529.982.247-24') // false
 */
export function isValidCpf(value: string): boolean {
  if (/[^\d.\-\s]/.test(value)) return false;
  const text = onlyDigits(value);
  if (text.length !== 11 || /^(\d)\1{10}$/.test(text)) return false;
  const digits = [...text].map(Number);
  return checkDigit(digits, 9) === digits[9] && checkDigit(digits, 10) === digits[10];
}
