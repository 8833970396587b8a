import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';

// A ViaCEP answer as the real service gives it, and its answer for a CEP it does not know.
const PAULISTA = {
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  complemento: 'de 612 a 1510 - lado par',
  bairro: 'Bela Vista',
  localidade: 'São Paulo',
  uf: 'SP',
  ibge: '3550308',
};

describe.each(testBackends().filter((b) => b.name === 'pglite'))('ConsultarCep', (backend) => {
  let fake: FastifyInstance;
  let asked: string[];
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    asked = [];
    fake = Fastify();
    fake.get('/ws/:cep/json/', async (request) => {
      const { cep } = request.params as { cep: string };
      asked.push(cep);
      return cep === '01310100' ? PAULISTA : { erro: 'true' };
    });
    const url = await fake.listen({ host: '127.0.0.1', port: 0 });
    t = await startTestApp(backend, { config: { cepUrl: `${url}/ws/{cep}/json/` } });
    token = await t.login('dono@demo.campo');
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('answers the provider address as the entity address parts, and caches it', async () => {
    const answer = await t.command('ConsultarCep', { CEP: '01310-100' }, token);
    expect(answer.ROOT.RESULT).toBe('1');
    expect(answer.ROOT.ENDERECO).toEqual({
      cep: '01310-100',
      street: 'Avenida Paulista',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      country: 'Brasil',
    });
    expect(answer.ROOT.MENSAGEM).toBe('Endereço preenchido pelo CEP: confira e informe o número');
    const again = await t.command('ConsultarCep', { CEP: '01310100' }, token);
    expect(again.ROOT.ENDERECO).toEqual(answer.ROOT.ENDERECO);
    expect(asked).toEqual(['01310100']);
  });

  it('says an unknown CEP was not found', async () => {
    const answer = await t.command('ConsultarCep', { CEP: '99999-999' }, token);
    expect(answer.ROOT).toMatchObject({
      RESULT: '1',
      ENDERECO: null,
      MENSAGEM: 'CEP não encontrado: preencha o endereço manualmente',
    });
  });

  it('refuses a malformed CEP with the CEP fields’ message, without calling the provider', async () => {
    const before = asked.length;
    const answer = await t.command('ConsultarCep', { CEP: '0131-100' }, token);
    expect(answer.ROOT.ERROR_CODE).toBe('INVALID_CEP');
    expect(answer.ROOT.MESSAGES.ERRORS).toEqual(['CEP inválido']);
    expect(asked.length).toBe(before);
  });

  it('needs a session', async () => {
    const answer = await t.command('ConsultarCep', { CEP: '01310-100' });
    expect(answer.ROOT.RESULT).not.toBe('1');
  });

  it('asks for the address by hand when the provider cannot be reached', async () => {
    await fake.close();
    const unreachable = await t.command('ConsultarCep', { CEP: '20040-020' }, token);
    expect(unreachable.ROOT).toMatchObject({
      RESULT: '1',
      ENDERECO: null,
      MENSAGEM: 'Não foi possível consultar o CEP agora: preencha o endereço manualmente',
    });
  });
});
