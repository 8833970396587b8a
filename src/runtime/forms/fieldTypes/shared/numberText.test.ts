import { describe, expect, it } from 'vitest';
import { answerText } from '../../answerText';
import { numberText } from './numberText';

const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');
const ctx = { t: (key: string) => key, locale: 'pt-BR' };

describe('numberText', () => {
  it('formats money with R$ and the pt-BR separators, in fill and exports alike', () => {
    expect(nbsp(numberText({ type: 'currency' }, 1234.5, 'pt-BR'))).toBe('R$ 1.234,50');
    const formula = { type: 'numericFormula', settings: { format: 'currency' } };
    expect(nbsp(numberText(formula, 1234.5, 'pt-BR'))).toBe('R$ 1.234,50');
    expect(nbsp(answerText(formula as never, 1234.5, ctx))).toBe('R$ 1.234,50');
    expect(nbsp(numberText({ type: 'currency', settings: { currency: 'USD' } }, 2, 'en-US'))).toBe('$2.00');
  });

  it('formats percentages, prefixes and fixed decimals; non-numbers as text', () => {
    expect(numberText({ type: 'numericFormula', settings: { format: 'percent' } }, 12.5, 'pt-BR')).toBe(
      '12,5%',
    );
    expect(numberText({ type: 'numericFormula', settings: { decimals: 2 } }, 1234, 'pt-BR')).toBe('1.234,00');
    expect(numberText({ type: 'number', settings: { prefix: 'kg' } }, 2.5, 'pt-BR')).toBe('kg 2,5');
    expect(numberText({ type: 'numericFormula' }, null, 'pt-BR')).toBe('');
    expect(numberText({ type: 'numericFormula' }, 'x', 'pt-BR')).toBe('x');
  });
});
