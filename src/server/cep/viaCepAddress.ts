import type { CepAddress } from './CepAddress';

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * A ViaCEP-style answer (`{cep, logradouro, bairro, localidade, uf}`, or `{erro: true}` for an unknown
 * CEP) as the address parts; null when it names no city (unknown CEP, or an answer of another shape).
 *
 * @example viaCepAddress({ cep: '01310-100', logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' }, '01310-100')
 */
export function viaCepAddress(body: unknown, cep: string): CepAddress | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const answer = body as Record<string, unknown>;
  if (answer.erro !== undefined && answer.erro !== false && answer.erro !== 'false') return null;
  const city = text(answer.localidade);
  if (!city) return null;
  return {
    cep: text(answer.cep) || cep,
    street: text(answer.logradouro),
    district: text(answer.bairro),
    city,
    state: text(answer.uf),
    country: 'Brasil',
  };
}
