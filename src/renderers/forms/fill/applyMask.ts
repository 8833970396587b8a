import { onlyDigits } from '../../../runtime/validators/onlyDigits';

/** Patterns of the named masks: 9 a digit, A a letter, * a letter or digit; anything else is literal. */
const PATTERNS: Record<string, string | ((digits: string) => string)> = {
  cpf: '999.999.999-99',
  cnpj: '99.999.999/9999-99',
  cep: '99999-999',
  landline: '(99) 9999-9999',
  phone: (digits) => (digits.length > 10 ? '(99) 99999-9999' : '(99) 9999-99999'),
};

function fill(pattern: string, text: string): string {
  const chars = [...text].filter((c) => /[A-Za-z0-9]/.test(c));
  let out = '';
  let i = 0;
  for (const slot of pattern) {
    if (i >= chars.length) break;
    const c = chars[i]!;
    if (slot === '9' || slot === 'A' || slot === '*') {
      const ok = slot === '9' ? /\d/.test(c) : slot === 'A' ? /[A-Za-z]/.test(c) : true;
      if (!ok) {
        i++;
        continue;
      }
      out += c;
      i++;
    } else out += slot;
  }
  return out;
}

/**
 * Formats text as typed into a text field's mask: cpf, cnpj, cep, phone, landline, or a custom pattern
 * (9 digit, A letter, * either, e.g. 'AAA-9999'); 'email', 'custom' without a pattern and unknown masks
 * leave the text as it is.
 *
 * @example applyMask('cpf', '52998224725') // '529.982.247-25'
 * @example applyMask('AAA-9999', 'abc1234') // 'abc-1234'
 */
export function applyMask(mask: string | undefined, text: string): string {
  if (!mask || mask === 'email' || mask === 'custom') return text;
  const named = PATTERNS[mask];
  if (named) {
    const digits = onlyDigits(text);
    return fill(typeof named === 'function' ? named(digits) : named, digits);
  }
  return /[9A*]/.test(mask) ? fill(mask, text) : text;
}
