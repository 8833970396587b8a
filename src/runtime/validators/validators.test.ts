import { describe, expect, it } from 'vitest';
import { isValidCnpj } from './isValidCnpj';
import { isValidCpf } from './isValidCpf';
import { isValidEmail } from './isValidEmail';
import { isValidPhone } from './isValidPhone';
import { onlyDigits } from './onlyDigits';

describe('document and contact validators', () => {
  it('keeps only digits', () => {
    expect(onlyDigits('(11) 9 9999-0000')).toBe('11999990000');
  });

  it.each([
    ['11.222.333/0001-81', true],
    ['11222333000181', true],
    ['45.723.174/0001-10', true],
    ['11.222.333/0001-80', false],
    ['11.222.333/0001-8', false],
    ['00.000.000/0000-00', false],
    ['11111111111111', false],
    ['11.222.333/0001-8a', false],
    // The alphanumeric CNPJ (from July 2026): the Receita Federal's own example, typed in any case.
    ['12.ABC.345/01DE-35', true],
    ['12ABC34501DE35', true],
    ['12abc34501de35', true],
    ['12.ABC.345/01DE-36', false],
    ['12.ABC.345/01DF-35', false],
    ['12ABC34501DEA5', false],
    ['AAAAAAAAAAAAAA', false],
    ['12.ABC.345/01DÉ-35', false],
    ['', false],
  ])('CNPJ %s is %s', (value, valid) => {
    expect(isValidCnpj(value)).toBe(valid);
  });

  it.each([
    ['529.982.247-25', true],
    ['52998224725', true],
    ['529.982.247-24', false],
    ['111.111.111-11', false],
    ['5299822472', false],
  ])('CPF %s is %s', (value, valid) => {
    expect(isValidCpf(value)).toBe(valid);
  });

  it.each([
    ['9999-0000', true],
    ['99999-0000', true],
    ['(11) 99999-0000', true],
    ['(11) 3333-0000', true],
    ['+55 11 99999-0000', true],
    ['1234567', false],
    ['12345', false],
    ['99999-00000', true],
    ['(21) 2555-0100', true],
    ['(01) 99999-0000', false],
    ['(10) 3333-0000', false],
    ['(11) 89999-0000', false],
    ['123456789012345', false],
    ['9999-0000 ramal', false],
  ])('phone %s is %s', (value, valid) => {
    expect(isValidPhone(value)).toBe(valid);
  });

  it.each([
    ['ana@empresa.com.br', true],
    ['a.b+c@x.io', true],
    ['ana@empresa', false],
    ['ana empresa@x.com', false],
    ['@x.com', false],
    ['ana@@x.com', false],
  ])('e-mail %s is %s', (value, valid) => {
    expect(isValidEmail(value)).toBe(valid);
  });
});
