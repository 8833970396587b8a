import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../config/readServerConfig';
import { cepLookupFor } from './cepLookupFor';
import { CepLookup } from './CepLookup';
import { viaCepAddress } from './viaCepAddress';

describe('CEP lookup', () => {
  it('reads a ViaCEP answer as address parts; an unknown CEP or another shape is no address', () => {
    expect(
      viaCepAddress(
        {
          cep: '20040-020',
          logradouro: 'Avenida Rio Branco',
          bairro: 'Centro',
          localidade: 'Rio de Janeiro',
          uf: 'RJ',
        },
        '20040-020',
      ),
    ).toEqual({
      cep: '20040-020',
      street: 'Avenida Rio Branco',
      district: 'Centro',
      city: 'Rio de Janeiro',
      state: 'RJ',
      country: 'Brasil',
    });
    expect(viaCepAddress({ erro: true }, '99999-999')).toBeNull();
    expect(viaCepAddress({ erro: 'true' }, '99999-999')).toBeNull();
    expect(viaCepAddress([], '99999-999')).toBeNull();
  });

  it('is UNAVAILABLE when the provider cannot be reached', async () => {
    const lookup = new CepLookup({ urlTemplate: 'http://127.0.0.1:9/ws/{cep}/json/' });
    expect(await lookup.find('01310-100')).toBe('UNAVAILABLE');
  });

  it('uses CAMPO_CEP_URL, ViaCEP by default, none when set empty', () => {
    expect(readServerConfig({}).cepUrl).toBe('https://viacep.com.br/ws/{cep}/json/');
    expect(readServerConfig({ CAMPO_CEP_URL: 'http://cep.local/{cep}' }).cepUrl).toBe(
      'http://cep.local/{cep}',
    );
    const off = readServerConfig({ CAMPO_CEP_URL: '' });
    expect(off.cepUrl).toBeUndefined();
    expect(cepLookupFor(off)).toBeNull();
  });
});
