import { describe, expect, it, vi } from 'vitest';
import type { CommandStub } from '../protocol/CommandStub';
import { stubAdapter } from '../testing/stubAdapter';
import { errorEnvelope } from '../protocol/envelope';
import { CommandError } from '../protocol/CommandError';
import type { LoggedUser } from './LoggedUser';
import { createSessionStore, TOKEN_KEY } from './createSessionStore';
import { startKeepAlive } from './startKeepAlive';

const user = { id: 2, personId: 20, name: 'Ana', locale: 'pt-BR', isShared: false } as LoggedUser;
const T: Record<string, string> = {
  'session.LOGGED_IN': 'Login realizado com sucesso',
  'session.LOGGED_OFF': 'Você saiu do sistema',
  'errors.BLOCK_SHARED_USER': 'Usuários rotativos não podem acessar o sistema web',
};

function setup(handlers: Record<string, CommandStub>, stored: Record<string, string> = {}) {
  const storage = new Map(Object.entries(stored));
  const toasts: Array<[string, string]> = [];
  const notify = (s: string, m: string) => void toasts.push([s, m]);
  const command = stubAdapter(
    { Logout: () => ({}), ...handlers },
    { notify, t: (k) => T[k] ?? k, onLoginRequest: () => undefined },
  );
  const session = createSessionStore({
    command,
    storage: {
      getItem: (k) => storage.get(k) ?? null,
      setItem: (k, v) => void storage.set(k, v),
      removeItem: (k) => void storage.delete(k),
    },
    notify,
    t: (k) => T[k] ?? k,
  });
  return { session, storage, toasts, command };
}

const userAnswer =
  (extra: Record<string, unknown> = {}) =>
  () => ({
    USUARIO_LOGADO: user,
    ROTATIVO: false,
    FUNCTIONALITIES: { TASK: 'EDIT' },
    CARGO: ['Administrador'],
    CONFIGURACOES_TOUR: '{}',
    ...extra,
  });

describe('createSessionStore', () => {
  it('login lower-cases the username, stores the token, loads the user and says LOGGED_IN', async () => {
    const { session, storage, toasts, command } = setup({
      Login: () => ({ AUTH_TOKEN: 'tok-9', LOCALE: 'pt-BR' }),
      ConsultarUsuarioLogado: userAnswer(),
    });
    expect(await session.getState().login('  Dono@Demo.Campo ', 'Campo@2026')).toBe('ok');
    expect(command.calls[0]).toEqual({
      name: 'Login',
      params: { USERNAME: 'dono@demo.campo', PASSWORD: 'Campo@2026' },
    });
    expect(command.calls[1]).toEqual({ name: 'ConsultarUsuarioLogado', params: { INTERFACE: 'FLOW' } });
    expect(storage.get(TOKEN_KEY)).toBe('tok-9');
    expect(session.getState()).toMatchObject({
      status: 'authenticated',
      user,
      functionalities: { TASK: 'EDIT' },
      positions: ['Administrador'],
    });
    expect(toasts).toEqual([['success', 'Login realizado com sucesso']]);
  });

  it('a refused login stays anonymous and keeps no token', async () => {
    const { session, storage, toasts } = setup({
      Login: () => errorEnvelope('INVALID_CREDENTIALS', 'Usuário ou senha incorretos'),
    });
    expect(await session.getState().login('a', 'b')).toBe('failed');
    expect(session.getState().status).toBe('anonymous');
    expect(storage.has(TOKEN_KEY)).toBe(false);
    expect(toasts).toEqual([['error', 'Usuário ou senha incorretos']]);
  });

  it('a shared (rotating) user is warned with BLOCK_SHARED_USER and logged out', async () => {
    const { session, storage, toasts, command } = setup({
      Login: () => ({ AUTH_TOKEN: 'tok-s' }),
      ConsultarUsuarioLogado: userAnswer({ ROTATIVO: true }),
    });
    expect(await session.getState().login('shared', 'x')).toBe('shared');
    expect(toasts).toEqual([['warning', 'Usuários rotativos não podem acessar o sistema web']]);
    expect(command.calls.map((c) => c.name)).toContain('Logout');
    expect(session.getState()).toMatchObject({ status: 'anonymous', token: null, user: null });
    expect(storage.has(TOKEN_KEY)).toBe(false);
  });

  it('a stored token survives a reload: restore checks it with ConsultarUsuarioLogado', async () => {
    const { session } = setup({ ConsultarUsuarioLogado: userAnswer() }, { [TOKEN_KEY]: 'kept' });
    expect(session.getState()).toMatchObject({ status: 'checking', token: 'kept' });
    await session.getState().restore();
    expect(session.getState()).toMatchObject({ status: 'authenticated', user });
  });

  it('restore with a dead token clears the session (the guard then goes to login)', async () => {
    const { session, storage } = setup(
      { ConsultarUsuarioLogado: () => errorEnvelope('LOGIN_REQUIRED', 'Sua sessão expirou', true) },
      { [TOKEN_KEY]: 'dead' },
    );
    await session.getState().restore();
    expect(session.getState().status).toBe('anonymous');
    expect(storage.has(TOKEN_KEY)).toBe(false);
  });

  it('restore with the server unreachable keeps the token and says unreachable', async () => {
    const { session, storage } = setup(
      {
        ConsultarUsuarioLogado: () => {
          throw new CommandError(
            'ConsultarUsuarioLogado',
            'Não foi possível conectar com o servidor',
            'CONNECTION_ERROR',
          );
        },
      },
      { [TOKEN_KEY]: 'kept' },
    );
    await session.getState().restore();
    expect(session.getState().status).toBe('unreachable');
    expect(storage.get(TOKEN_KEY)).toBe('kept');
  });

  it('logout(true) calls Logout, clears everything and says LOGGED_OFF', async () => {
    const { session, toasts, command } = setup(
      { ConsultarUsuarioLogado: userAnswer() },
      { [TOKEN_KEY]: 'kept' },
    );
    await session.getState().restore();
    await session.getState().logout(true);
    expect(command.calls.at(-1)?.name).toBe('Logout');
    expect(session.getState()).toMatchObject({
      status: 'anonymous',
      token: null,
      user: null,
      functionalities: {},
    });
    expect(toasts.at(-1)).toEqual(['success', 'Você saiu do sistema']);
  });

  it('keep-alive re-checks the user every 480000 ms and reports a lost session', async () => {
    vi.useFakeTimers();
    let alive = true;
    const { session, command } = setup(
      {
        ConsultarUsuarioLogado: () =>
          alive ? userAnswer()() : errorEnvelope('LOGIN_REQUIRED', 'expirou', true),
      },
      { [TOKEN_KEY]: 'kept' },
    );
    await session.getState().restore();
    const onLost = vi.fn();
    const stop = startKeepAlive(session, onLost);
    await vi.advanceTimersByTimeAsync(479_999);
    expect(command.calls.filter((c) => c.name === 'ConsultarUsuarioLogado')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(command.calls.filter((c) => c.name === 'ConsultarUsuarioLogado')).toHaveLength(2);
    expect(onLost).not.toHaveBeenCalled();
    alive = false;
    await vi.advanceTimersByTimeAsync(480_000);
    expect(onLost).toHaveBeenCalledTimes(1);
    expect(session.getState().status).toBe('anonymous');
    stop();
    vi.useRealTimers();
  });
});
