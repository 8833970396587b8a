import { describe, expect, it } from 'vitest';
import { applyMask } from './applyMask';
import { isValidCnpj } from './isValidCnpj';

describe('applyMask', () => {
  it.each([
    ['cpf', '52998224725', '529.982.247-25'],
    ['cpf', '529.982.247-25xyz9', '529.982.247-25'],
    ['cnpj', '11222333000181', '11.222.333/0001-81'],
    ['cnpj', '12abc34501de35', '12.ABC.345/01DE-35'],
    // The check digits are numeric: a letter there is dropped.
    ['cnpj', '12ABC34501DEX35', '12.ABC.345/01DE-35'],
    ['cep', '01310100', '01310-100'],
    ['cep', '01310-1009', '01310-100'],
    ['phone', '1133330000', '(11) 3333-0000'],
    ['phone', '11999990000', '(11) 99999-0000'],
    ['phone', '119', '(11) 9'],
    ['landline', '113333000099', '(11) 3333-0000'],
    ['AAA-9999', 'abc1234', 'abc-1234'],
    ['email', 'Ana@X.com', 'Ana@X.com'],
    [undefined, 'livre', 'livre'],
  ])('%s formats %s as %s', (mask, typed, shown) => {
    expect(applyMask(mask, typed)).toBe(shown);
  });

  it('gives the alphanumeric CNPJ a form its check accepts', () => {
    expect(isValidCnpj(applyMask('cnpj', '12abc34501de35'))).toBe(true);
  });
});
