import type { Envelope } from '../../runtime/protocol/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadServerMetadata } from '../metadata/loadServerMetadata';
import { PROJECT_ROOT } from '../app';
import { multipartBody } from '../testing/multipartBody';
import { startTestApp, testBackends, type TestApp } from '../testing/testApp';
import { allCommands } from './allCommands';
import { defineCommand } from './CommandDefinition';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

function expectErrorEnvelope(envelope: Envelope, code: string): void {
  expect(envelope.ROOT).toMatchObject({ RESULT: '0', ERROR_CODE: code });
  expect(envelope.ROOT.MESSAGES.ERRORS).toHaveLength(1);
  expect(envelope.ROOT.MESSAGES.ERRORS[0]).not.toMatch(/at .*\.ts|Error:/);
}

describe.each(testBackends())('command protocol on $name', (backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    token = await t.login('admin@demo.campo');
  });
  afterAll(() => t?.close());

  const post = (payload: string | Buffer, headers: Record<string, string> = FORM) =>
    t.app.inject({ method: 'POST', url: '/api/command', headers, payload });

  it('answers a success envelope with the answer keys beside RESULT and MESSAGES', async () => {
    const answer = await t.command('Login', { USERNAME: 'operador@demo.campo', PASSWORD: 'Campo@2026' });
    expect(answer.ROOT).toMatchObject({
      RESULT: '1',
      MESSAGES: { ERRORS: [], WARNINGS: [], INFORMATIONS: [] },
      LOGIN_REQUEST: false,
      LOCALE: 'pt-BR',
      SERVER_VERSION: '0.1.0',
    });
    expect(answer.ROOT.AUTH_TOKEN).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers failures as HTTP 200 envelopes with a translated message and a stable code', async () => {
    const response = await post(
      new URLSearchParams({ COMMAND: 'Login', 'CMD.USERNAME': 'ninguem@x', 'CMD.PASSWORD': 'x' }).toString(),
    );
    expect(response.statusCode).toBe(200);
    const answer = response.json<Envelope>();
    expectErrorEnvelope(answer, 'INVALID_CREDENTIALS');
    expect(answer.ROOT.MESSAGES.ERRORS[0]).toBe('Usuário ou senha incorretos');
    expect(answer.ROOT.LOGIN_REQUEST).toBe(false);
  });

  it('refuses an unknown command, and unknown /api paths', async () => {
    const answer = await t.command('NaoExiste');
    expectErrorEnvelope(answer, 'UNKNOWN_COMMAND');
    expect(answer.ROOT.MESSAGES.ERRORS[0]).toBe('Comando desconhecido: NaoExiste');
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(response.statusCode).toBe(200);
    expectErrorEnvelope(response.json(), 'UNKNOWN_COMMAND');
  });

  it('accepts GET with the fields as query, and the token as a Bearer header', async () => {
    const query = new URLSearchParams({
      COMMAND: 'ConsultarUsuarioLogado',
      'CMD.INTERFACE': 'FLOW',
      PARSER: 'JSON',
    });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/command?${query}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.headers['cache-control']).toBe('no-store');
    const answer = response.json<Envelope>();
    expect(answer.ROOT.RESULT).toBe('1');
    expect((answer.ROOT.USUARIO_LOGADO as { login: string }).login).toBe('admin@demo.campo');
  });

  it('validates CMD parameters with the command schema before the handler, naming field and reason', async () => {
    const missing = await t.command('Login', { USERNAME: 'admin@demo.campo' });
    expectErrorEnvelope(missing, 'INVALID_PARAMETERS');
    expect(missing.ROOT.MESSAGES.ERRORS[0]).toBe('Parâmetro inválido: CMD.PASSWORD é obrigatório');
    const badEnum = await t.command('ConsultarUsuarioLogado', { INTERFACE: 'WEB' }, token);
    expect(badEnum.ROOT.MESSAGES.ERRORS[0]).toBe(
      'Parâmetro inválido: CMD.INTERFACE deve ser um destes valores: FLOW',
    );
    const badEmail = await t.command('RequestPasswordRecovery', { EMAIL: 'not-an-email' });
    expect(badEmail.ROOT.MESSAGES.ERRORS[0]).toBe('Parâmetro inválido: CMD.EMAIL não está no formato email');
    const extra = await t.command('Logout', { SURPRISE: '1' }, token);
    expect(extra.ROOT.MESSAGES.ERRORS[0]).toBe(
      'Parâmetro inválido: CMD.SURPRISE não é aceito por este comando',
    );
  });

  it('parses JSON-valued parameters and refuses bad JSON text', async () => {
    const notJson = await t.command('ConsultarFotoPessoa', { ID_PESSOA: '{oops' }, token);
    expectErrorEnvelope(notJson, 'INVALID_PARAMETERS');
    expect(notJson.ROOT.MESSAGES.ERRORS[0]).toBe('Parâmetro inválido: CMD.ID_PESSOA não é um JSON válido');
    const wrongType = await t.command('ConsultarFotoPessoa', { ID_PESSOA: '"12"' }, token);
    expect(wrongType.ROOT.MESSAGES.ERRORS[0]).toBe(
      'Parâmetro inválido: CMD.ID_PESSOA deve ser do tipo inteiro',
    );
    const parsed = await t.command('ConsultarFotoPessoa', { ID_PESSOA: '999999', rand: '0.5' }, token);
    expectErrorEnvelope(parsed, 'ENTITY_NOT_FOUND');
  });

  it.each([
    [
      'invalid url-encoding',
      '%E0%A4%A&COMMAND=Login&%%%',
      FORM,
      'INVALID_PARAMETERS|MALFORMED_REQUEST|UNKNOWN_COMMAND',
    ],
    ['a JSON body', '{"COMMAND":"Login"}', { 'content-type': 'application/json' }, 'MALFORMED_REQUEST'],
    ['text/plain', 'COMMAND=Login', { 'content-type': 'text/plain' }, 'MALFORMED_REQUEST'],
    [
      'garbage multipart',
      '--xx\r\nnot a part',
      { 'content-type': 'multipart/form-data; boundary=xx' },
      'MALFORMED_REQUEST',
    ],
    ['multipart without boundary', 'abc', { 'content-type': 'multipart/form-data' }, 'MALFORMED_REQUEST'],
    [
      'a body over the limit',
      `COMMAND=Login&CMD.USERNAME=${'a'.repeat(1_200_000)}`,
      FORM,
      'REQUEST_TOO_LARGE',
    ],
  ])('answers an envelope, never a 500, for %s', async (_case, payload, headers, codes) => {
    const response = await post(payload, headers as Record<string, string>);
    expect(response.statusCode).toBe(200);
    const answer = response.json<Envelope>();
    expect(answer.ROOT.RESULT).toBe('0');
    expect(answer.ROOT.ERROR_CODE).toMatch(new RegExp(`^(${codes})$`));
  });

  it('answers FILE_TOO_LARGE for an upload over the file limit', async () => {
    const { payload, headers } = multipartBody(
      { COMMAND: 'SaveProfilePhoto', AUTH_TOKEN: token },
      { 'CMD.PHOTO': { filename: 'big.png', data: Buffer.alloc(5 * 1024 * 1024 + 10, 1) } },
    );
    const response = await post(payload, headers);
    expect(response.statusCode).toBe(200);
    expectErrorEnvelope(response.json(), 'FILE_TOO_LARGE');
  });

  it('rate-limits the endpoint per address with a RATE_LIMITED envelope', async () => {
    const limited = await buildApp({ db: t.db, config: { rateLimitPerMinute: 2 } });
    try {
      const send = () =>
        limited.inject({ method: 'GET', url: '/api/command?COMMAND=CheckRecoveryCode&CMD.CODE=x' });
      expect((await send()).json<Envelope>().ROOT.RESULT).toBe('1');
      await send();
      const refused = await send();
      expect(refused.statusCode).toBe(200);
      expectErrorEnvelope(refused.json(), 'RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });

  it('runs a handler in one transaction: a failure mid-way writes nothing', async () => {
    const metadata = loadServerMetadata(PROJECT_ROOT);
    metadata.commands.TestFailsMidway = { access: 'public' };
    const params = { $id: 'campo:commands/TestFailsMidway', type: 'object' };
    metadata.ajv.addSchema(params);
    const registry = allCommands().register(
      defineCommand({
        name: 'TestFailsMidway',
        params,
        async handler(ctx) {
          await (
            await ctx.transaction()
          )
            .insertInto('outbox_emails')
            .values({ to_address: 'rollback@x', subject: 's', body_text: 'b' })
            .execute();
          throw new Error('boom after the insert');
        },
      }),
    );
    const app = await buildApp({ db: t.db, metadata, registry });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/command?COMMAND=TestFailsMidway' });
      expect(response.statusCode).toBe(200);
      const answer = response.json<Envelope>();
      expectErrorEnvelope(answer, 'INTERNAL_ERROR');
      expect(answer.ROOT.MESSAGES.ERRORS[0]).not.toContain('boom');
      const rows = await t.db
        .selectFrom('outbox_emails')
        .select('id')
        .where('to_address', '=', 'rollback@x')
        .execute();
      expect(rows).toHaveLength(0);
    } finally {
      await app.close();
    }
  });
});
