import { checkDigit } from './checkDigit';

/**
 * A valid, formatted CNPJ (head office 0001) built from any number: eight digits from `n`, then both
 * check digits.
 *
 * @example cnpjFrom(11222333) // '11.222.333/0001-81'
 */
export function cnpjFrom(n: number): string {
  const base = [...String(Math.abs(n) % 1e8).padStart(8, '0'), '0', '0', '0', '1'].map(Number);
  const d1 = checkDigit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = checkDigit([...base, d1], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const s = [...base, d1, d2].join('');
  return `${s.slice(0, 2)}.${s.slice(2, 5)}.${s.slice(5, 8)}/${s.slice(8, 12)}-${s.slice(12)}`;
}
