import { describe, expect, it } from 'vitest';
import { passwordRule } from './passwordRule';

describe('passwordRule', () => {
  it('accepts a password with every class', () => {
    expect(passwordRule('Campo@2026')).toBe(true);
    expect(passwordRule('Ção#1234a')).toBe(true);
  });
  it.each([
    ['short', 'Ca@1'],
    ['no uppercase', 'campo@2026'],
    ['no lowercase', 'CAMPO@2026'],
    ['no digit', 'Campo@Campo'],
    ['no special', 'Campo2026'],
    ['space is not special', 'Campo 2026'],
  ])('refuses %s', (_why, password) => {
    expect(passwordRule(password)).toBe(false);
  });
});
