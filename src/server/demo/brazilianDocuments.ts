/** Check digit of a CPF/CNPJ prefix for the given weights (mod 11, 0 when the rest is under 2). */
function digit(digits: number[], weights: number[]): number {
  const rest = weights.reduce((sum, w, i) => sum + w * digits[i]!, 0) % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/**
 * A valid, formatted CPF built from any number (demo data, tests, bench): nine digits from `n`, then both
 * check digits.
 *
 * @example cpfFrom(52998224) // '052.998.224-xx' with correct check digits
 */
export function cpfFrom(n: number): string {
  const base = [...String(Math.abs(n) % 1e9).padStart(9, '0')].map(Number);
  if (base.every((d) => d === base[0])) base[8] = (base[8]! + 1) % 10;
  const d1 = digit(base, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = digit([...base, d1], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const s = [...base, d1, d2].join('');
  return `${s.slice(0, 3)}.${s.slice(3, 6)}.${s.slice(6, 9)}-${s.slice(9)}`;
}

/**
 * A valid, formatted CNPJ (head office 0001) built from any number: eight digits from `n`, then both
 * check digits.
 *
 * @example cnpjFrom(11222333) // '11.222.333/0001-81'
 */
export function cnpjFrom(n: number): string {
  const base = [...String(Math.abs(n) % 1e8).padStart(8, '0'), '0', '0', '0', '1'].map(Number);
  const d1 = digit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = digit([...base, d1], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const s = [...base, d1, d2].join('');
  return `${s.slice(0, 2)}.${s.slice(2, 5)}.${s.slice(5, 8)}/${s.slice(8, 12)}-${s.slice(12)}`;
}
