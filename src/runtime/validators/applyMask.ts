import { onlyDigits } from './onlyDigits';

/** Patterns of the named masks: 9 a digit, A a letter, * a letter or digit; anything else is literal. */
const PATTERNS: Record<string, string | ((digits: string) => string)> = {
  cpf: '999.999.999-99',
  cep: '99999-999',
  landline: '(99) 9999-9999',
  // A mobile number has 11 digits with its area code; until the 11th is typed it reads as a landline.
  phone: (digits) => (digits.length > 10 ? '(99) 99999-9999' : '(99) 9999-99999'),
};

/** The CNPJ, numeric or alphanumeric (2026): 12 letters or digits, then 2 check digits. */
const CNPJ = '**.***.***/****-99';

function fits(slot: string, c: string): boolean {
  return slot === '9' ? /\d/.test(c) : slot === 'A' ? /[A-Za-z]/.test(c) : true;
}

// A character that does not fit its slot is dropped and the next one tried in the same slot.
function fill(pattern: string, text: string): string {
  const chars = [...text].filter((c) => /[A-Za-z0-9]/.test(c));
  let out = '';
  let i = 0;
  for (const slot of pattern) {
    if (slot !== '9' && slot !== 'A' && slot !== '*') {
      if (i >= chars.length) break;
      out += slot;
      continue;
    }
    while (i < chars.length && !fits(slot, chars[i]!)) i++;
    if (i >= chars.length) break;
    out += chars[i++];
  }
  return out;
}

/**
 * Formats text as typed into a mask: cpf, cnpj (letters upper-cased, for the alphanumeric CNPJ), cep,
 * phone (landline or mobile with area code), landline, or a custom pattern (9 digit, A letter, * either,
 * e.g. 'AAA-9999'); 'email', 'custom' without a pattern and unknown masks leave the text as it is. The
 * form fields and the entity forms type through it; the checks are the isValid* validators beside it.
 *
 * @example applyMask('cpf', '52998224725') // '529.982.247-25'
 * @example applyMask('cnpj', '12abc34501de35') // '12.ABC.345/01DE-35'
 * @example applyMask('AAA-9999', 'abc1234') // 'abc-1234'
 */
export function applyMask(mask: string | undefined, text: string): string {
  if (!mask || mask === 'email' || mask === 'custom') return text;
  if (mask === 'cnpj') return fill(CNPJ, text.toUpperCase());
  const named = PATTERNS[mask];
  if (named) {
    const digits = onlyDigits(text);
    return fill(typeof named === 'function' ? named(digits) : named, digits);
  }
  return /[9A*]/.test(mask) ? fill(mask, text) : text;
}
