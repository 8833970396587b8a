import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';

// A Nominatim /search answer as the real server gives it (format=jsonv2, addressdetails=1), trimmed.
const PAULISTA = [
  {
    lat: '-23.5613',
    lon: '-46.6565',
    display_name: 'Avenida Paulista, 1000, Bela Vista, São Paulo, SP, 01310-100, Brasil',
    address: {
      house_number: '1000',
      road: 'Avenida Paulista',
      suburb: 'Bela Vista',
      city: 'São Paulo',
      state: 'São Paulo',
      'ISO3166-2-lvl4': 'BR-SP',
      postcode: '01310-100',
      country: 'Brasil',
      country_code: 'br',
    },
  },
  { display_name: 'sem coordenadas' },
];

describe.each(testBackends().filter((b) => b.name === 'pglite'))('PesquisarEndereco', (backend) => {
  let fake: FastifyInstance;
  let queries: string[];
  let failing = false;
  let t: TestApp;
  let bare: TestApp;
  let owner: string;
  let outra: string;

  beforeAll(async () => {
    queries = [];
    fake = Fastify();
    fake.get('/search', async (request, reply) => {
      const query = request.query as Record<string, string>;
      queries.push(query.q!);
      if (failing) return reply.status(503).send('busy');
      expect(query).toMatchObject({ format: 'jsonv2', addressdetails: '1' });
      return /paulista/i.test(query.q!) ? PAULISTA : [];
    });
    const url = await fake.listen({ host: '127.0.0.1', port: 0 });
    t = await startTestApp(backend, { config: { geocoderUrl: url, geocoderPerCompanyPerMinute: 3 } });
    bare = await startTestApp(backend, { config: { geocoderUrl: undefined } });
    owner = await t.login('dono@demo.campo');
    outra = await t.login('dono@outra.campo');
  });
  afterAll(async () => {
    await t?.close();
    await bare?.close();
    await fake?.close();
  });

  it('answers the geocoder results as address results, and caches them', async () => {
    const answer = await t.command('PesquisarEndereco', { ENDERECO: 'Avenida Paulista 1000' }, owner);
    expect(answer.ROOT.MESSAGES.ERRORS).toEqual([]);
    expect(answer.ROOT.RESULTADOS).toEqual([
      {
        street: 'Avenida Paulista',
        number: '1000',
        area: 'Bela Vista',
        city: 'São Paulo',
        uf: 'SP',
        cep: '01310-100',
        latitude: -23.5613,
        longitude: -46.6565,
        fullAddress: 'Avenida Paulista, 1000, Bela Vista, São Paulo, SP, 01310-100, Brasil',
      },
    ]);
    const again = await t.command('PesquisarEndereco', { ENDERECO: '  avenida PAULISTA 1000 ' }, owner);
    expect(again.ROOT.RESULTADOS).toEqual(answer.ROOT.RESULTADOS);
    expect(queries).toEqual(['avenida paulista 1000']);
  });

  it('limits geocoder calls per company', async () => {
    for (const q of ['Rua A', 'Rua B'])
      expect((await t.command('PesquisarEndereco', { ENDERECO: q }, owner)).ROOT.RESULT).toBe('1');
    const refused = await t.command('PesquisarEndereco', { ENDERECO: 'Rua C' }, owner);
    expect(refused.ROOT.ERROR_CODE).toBe('RATE_LIMITED');
    // Cached answers stay free, and another company has its own budget.
    expect(
      (await t.command('PesquisarEndereco', { ENDERECO: 'Avenida Paulista 1000' }, owner)).ROOT.RESULT,
    ).toBe('1');
    expect((await t.command('PesquisarEndereco', { ENDERECO: 'Rua C' }, outra)).ROOT.RESULT).toBe('1');
  });

  it('answers an empty list with the reason when the geocoder fails or is not configured', async () => {
    failing = true;
    const down = await t.command('PesquisarEndereco', { ENDERECO: 'Rua D' }, outra);
    expect(down.ROOT.RESULTADOS).toEqual([]);
    expect(down.ROOT.MESSAGES.INFORMATIONS).toEqual([
      'A pesquisa de endereço está indisponível no momento: preencha o endereço manualmente',
    ]);
    const before = queries.length;
    const token = await bare.login('dono@demo.campo');
    const unset = await bare.command('PesquisarEndereco', { ENDERECO: 'Avenida Paulista' }, token);
    expect(unset.ROOT).toMatchObject({ RESULT: '1', RESULTADOS: [] });
    expect(unset.ROOT.MESSAGES.INFORMATIONS).toEqual([
      'A pesquisa de endereço não está configurada: preencha o endereço manualmente',
    ]);
    expect(queries.length).toBe(before);
  });
});
