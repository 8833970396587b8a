import { checkDigit } from './checkDigit';

/**
 * A valid, formatted CPF built from any number (demo data, tests, bench): nine digits from `n`, then both
 * check digits.
 *
 * @example cpfFrom(52998224) // '052.998.224-xx' with correct check digits
 */
export function cpfFrom(n: number): string {
  const base = [...String(Math.abs(n) % 1e9).padStart(9, '0')].map(Number);
  if (base.every((d) => d === base[0])) base[8] = (base[8]! + 1) % 10;
  const d1 = checkDigit(base, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = checkDigit([...base, d1], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const s = [...base, d1, d2].join('');
  return `${s.slice(0, 3)}.${s.slice(3, 6)}.${s.slice(6, 9)}-${s.slice(9)}`;
}
