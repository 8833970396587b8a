/** Check digit of a CPF/CNPJ prefix for the given weights (mod 11, 0 when the rest is under 2). */
export function checkDigit(digits: number[], weights: number[]): number {
  const rest = weights.reduce((sum, w, i) => sum + w * digits[i]!, 0) % 11;
  return rest < 2 ? 0 : 11 - rest;
}
