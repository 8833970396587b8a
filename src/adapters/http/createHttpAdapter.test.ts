import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorEnvelope, okEnvelope, type Envelope } from '../../runtime/protocol/envelope';
import { CommandError } from '../../runtime/protocol/CommandError';
import { createNotificationStore } from '../../runtime/notifications/createNotificationStore';
import { createHttpAdapter, type HttpAdapterDeps } from './createHttpAdapter';

const T: Record<string, string> = {
  'errors.CONNECTION_ERROR': 'Não foi possível conectar com o servidor',
  'errors.TIMEOUT': 'Os servidores demoraram muito para responder, tente novamente',
  'errors.INTERNAL_ERROR': 'Ocorreu um erro inesperado, tente novamente',
  'errors.LOGIN_REQUIRED': 'Sua sessão expirou, faça login novamente',
};

function jsonResponse(envelope: Envelope): Response {
  return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
}

function setup(fetchImpl: typeof fetch, extra: Partial<HttpAdapterDeps> = {}) {
  const toasts: Array<[string, string]> = [];
  const onLoginRequest = vi.fn();
  const fetchMock = vi.fn(fetchImpl);
  const command = createHttpAdapter({
    fetch: fetchMock as unknown as typeof fetch,
    getToken: () => 'tok-1',
    notify: (severity, message) => void toasts.push([severity, message]),
    t: (key) => T[key] ?? key,
    onLoginRequest,
    ...extra,
  });
  return { command, toasts, onLoginRequest, fetchMock };
}

afterEach(() => vi.useRealTimers());

describe('createHttpAdapter (spec 000 section 8)', () => {
  it('posts COMMAND, CMD.* (objects as JSON text), PARSER and AUTH_TOKEN form-encoded', async () => {
    const { command, fetchMock } = setup(async () => jsonResponse(okEnvelope({ VALUE: 1 })));
    const root = await command<{ VALUE: number }>('SaveProfile', {
      NAME: 'Ana',
      LIST: [1, 2],
      N: 3,
      SKIP: undefined,
    });
    expect(root.VALUE).toBe(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/command');
    expect(init.method).toBe('POST');
    const body = init.body as URLSearchParams;
    expect(body).toBeInstanceOf(URLSearchParams);
    expect(Object.fromEntries(body)).toEqual({
      COMMAND: 'SaveProfile',
      PARSER: 'JSON',
      AUTH_TOKEN: 'tok-1',
      'CMD.NAME': 'Ana',
      'CMD.LIST': '[1,2]',
      'CMD.N': '3',
    });
  });

  it('sends multipart when a File is among the parameters', async () => {
    const { command, fetchMock } = setup(async () => jsonResponse(okEnvelope()));
    await command('SaveProfilePhoto', { PHOTO: new File(['x'], 'me.png', { type: 'image/png' }) });
    const body = (fetchMock.mock.calls[0] as [string, RequestInit])[1].body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('CMD.PHOTO') as File).name).toBe('me.png');
    expect(body.get('COMMAND')).toBe('SaveProfilePhoto');
  });

  it('network error: connection toast, rejected with CONNECTION_ERROR', async () => {
    const { command, toasts } = setup(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await command('Login').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommandError);
    expect((error as CommandError).code).toBe('CONNECTION_ERROR');
    expect(toasts).toEqual([['error', 'Não foi possível conectar com o servidor']]);
  });

  it('times out after 20 s by default with the "took too long" message', async () => {
    vi.useFakeTimers();
    const { command, toasts } = setup(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = command('ConsultarUsuarioLogado').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(toasts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await pending) as CommandError;
    expect(error.code).toBe('TIMEOUT');
    expect(toasts).toEqual([['error', 'Os servidores demoraram muito para responder, tente novamente']]);
  });

  it('uses the per-command timeout from metadata (employee lists: 900000 ms) and options.timeoutMs', async () => {
    vi.useFakeTimers();
    const hang: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const { command } = setup(hang, { timeouts: { ConsultarColaboradoresCampo: 900_000 } });
    let settled = false;
    const pending = command('ConsultarColaboradoresCampo')
      .catch((e: unknown) => e)
      .finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(840_000);
    expect(((await pending) as CommandError).code).toBe('TIMEOUT');
    const quick = command('Other', {}, { timeoutMs: 1000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    expect(((await quick) as CommandError).code).toBe('TIMEOUT');
  });

  it('shows each ERRORS and WARNINGS item as an error toast and INFORMATIONS as success', async () => {
    const envelope = okEnvelope({}, ['Salvo']);
    envelope.ROOT.MESSAGES.WARNINGS = ['Atenção 1', 'Atenção 2'];
    const { command, toasts } = setup(async () => jsonResponse(envelope));
    await command('SaveProfile');
    expect(toasts).toEqual([
      ['error', 'Atenção 1'],
      ['error', 'Atenção 2'],
      ['success', 'Salvo'],
    ]);
  });

  it('silent shows nothing; silentOnSuccess hides only the success toasts', async () => {
    const envelope = okEnvelope({}, ['Salvo']);
    envelope.ROOT.MESSAGES.WARNINGS = ['Atenção'];
    const { command, toasts } = setup(async () => jsonResponse(envelope));
    await command('A', {}, { silent: true });
    expect(toasts).toEqual([]);
    await command('A', {}, { silentOnSuccess: true });
    expect(toasts).toEqual([['error', 'Atenção']]);
  });

  it('silentNotFound hides only a "no such record" refusal (the page shows NotFound instead)', async () => {
    const missing = setup(async () =>
      jsonResponse(errorEnvelope('ENTITY_NOT_FOUND', 'Registro não encontrado')),
    );
    const error = await missing.command('GetEntity', {}, { silentNotFound: true }).catch((e: unknown) => e);
    expect((error as CommandError).code).toBe('ENTITY_NOT_FOUND');
    expect(missing.toasts).toEqual([]);
    await missing.command('GetEntity').catch(() => undefined);
    expect(missing.toasts).toEqual([['error', 'Registro não encontrado']]);

    const other = setup(async () => jsonResponse(errorEnvelope('INVALID_PARAMETER', 'Parâmetro inválido')));
    await other.command('GetEntity', {}, { silentNotFound: true }).catch(() => undefined);
    expect(other.toasts).toEqual([['error', 'Parâmetro inválido']]);
  });

  it("RESULT other than '1' rejects with the first message and the ERROR_CODE", async () => {
    const envelope = errorEnvelope('INVALID_CREDENTIALS', 'Usuário ou senha incorretos');
    envelope.ROOT.MESSAGES.ERRORS.push('segunda');
    const { command, toasts } = setup(async () => jsonResponse(envelope));
    const error = (await command('Login').catch((e: unknown) => e)) as CommandError;
    expect(error).toBeInstanceOf(CommandError);
    expect(error.message).toBe('Usuário ou senha incorretos');
    expect(error.code).toBe('INVALID_CREDENTIALS');
    expect(toasts).toEqual([
      ['error', 'Usuário ou senha incorretos'],
      ['error', 'segunda'],
    ]);
  });

  it('LOGIN_REQUEST clears the session (onLoginRequest) and rejects', async () => {
    const { command, onLoginRequest } = setup(async () =>
      jsonResponse(errorEnvelope('LOGIN_REQUIRED', 'Sua sessão expirou, faça login novamente', true)),
    );
    const error = (await command('ConsultarUsuarioLogado').catch((e: unknown) => e)) as CommandError;
    expect(error.loginRequest).toBe(true);
    expect(onLoginRequest).toHaveBeenCalledTimes(1);
  });

  it("answers a Blob when responseType is 'blob' and the body is an image", async () => {
    const { command } = setup(
      async () =>
        new Response(new Blob(['png'], { type: 'image/png' }), { headers: { 'content-type': 'image/png' } }),
    );
    const blob = await command<Blob>(
      'ConsultarFotoPessoa',
      { ID_PESSOA: 1, rand: 5 },
      { responseType: 'blob' },
    );
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.type).toBe('image/png');
  });

  it('a blob request answered with an error envelope still rejects', async () => {
    const { command } = setup(async () =>
      jsonResponse(errorEnvelope('ENTITY_NOT_FOUND', 'Entidade não encontrada')),
    );
    const error = (await command('ConsultarFotoPessoa', {}, { responseType: 'blob', silent: true }).catch(
      (e: unknown) => e,
    )) as CommandError;
    expect(error.code).toBe('ENTITY_NOT_FOUND');
  });

  it('a body that is not an envelope is an internal error', async () => {
    const { command, toasts } = setup(
      async () => new Response('<html>502</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    const error = (await command('Login').catch((e: unknown) => e)) as CommandError;
    expect(error.code).toBe('INTERNAL_ERROR');
    expect(toasts).toEqual([['error', 'Ocorreu um erro inesperado, tente novamente']]);
  });
  it('a success of a command closes its earlier refusals, and only its own', async () => {
    const toasts = createNotificationStore();
    const answers = [
      errorEnvelope('WORKFLOW_INVALID', 'Não foi possível salvar o modelo'),
      errorEnvelope('LOOKUP_NOT_FOUND', 'Sem conexão com a pasta'),
      okEnvelope({}, ['Modelo salvo']),
    ];
    const command = createHttpAdapter({
      fetch: (async () =>
        new Response(JSON.stringify(answers.shift()), {
          headers: { 'content-type': 'application/json' },
        })) as typeof fetch,
      getToken: () => 't',
      notify: toasts.getState().notify,
      settle: toasts.getState().settle,
      t: (key) => key,
      onLoginRequest: () => undefined,
    });
    await command('SalvarModelo').catch(() => undefined);
    await command('ConsultarPastas').catch(() => undefined);
    expect(toasts.getState().items.map((n) => n.message)).toEqual([
      'Não foi possível salvar o modelo',
      'Sem conexão com a pasta',
    ]);
    await command('SalvarModelo');
    expect(toasts.getState().items.map((n) => [n.severity, n.message])).toEqual([
      ['error', 'Sem conexão com a pasta'],
      ['success', 'Modelo salvo'],
    ]);
  });
});
