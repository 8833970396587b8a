import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommandStub } from '../protocol/CommandStub';
import { TOKEN_KEY } from '../session/createSessionStore';
import type { LoggedUser } from '../session/LoggedUser';
import { loadTestMetadata } from '../testing/loadTestMetadata';
import { stubAdapter } from '../testing/stubAdapter';
import { createRuntime } from './createRuntime';

const user = { id: 2, personId: 20, name: 'Ana', locale: 'pt-BR', isShared: false } as LoggedUser;

/** A runtime whose user check answers when the test says so (or fails), with a stored token or not. */
function boot(stored: boolean, check: 'answer' | 'refuse' = 'answer') {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const handlers: Record<string, CommandStub> = {
    ConsultarUsuarioLogado: async () => {
      await answered;
      if (check === 'refuse') throw new Error('unexpected');
      return { USUARIO_LOGADO: user, ROTATIVO: false, FUNCTIONALITIES: {}, CARGO: [] };
    },
  };
  const storage = new Map(stored ? [[TOKEN_KEY, 'tok-1']] : []);
  const runtime = createRuntime({
    metadata: loadTestMetadata(),
    storage: {
      getItem: (k) => storage.get(k) ?? null,
      setItem: (k, v) => void storage.set(k, v),
      removeItem: (k) => void storage.delete(k),
    },
    connectivity: { navigator: { onLine: true }, addEventListener: () => undefined },
    makeCommand: (deps) => stubAdapter(handlers, deps),
  });
  void runtime.session.getState().restore();
  return { runtime, answer };
}

describe('createRuntime start-up wait', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('is ready at once without a stored login', () => {
    const { runtime } = boot(false);
    expect(runtime.startup.getState().ready).toBe(true);
  });

  it('with a stored login, is ready as soon as the user check answers, not after a fixed 2 s', async () => {
    const { runtime, answer } = boot(true);
    await vi.advanceTimersByTimeAsync(150);
    expect(runtime.startup.getState().ready).toBe(false);
    answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(runtime.session.getState().status).toBe('authenticated');
    expect(runtime.startup.getState().ready).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is ready too when the check refuses the stored login (the login page shows)', async () => {
    const { runtime, answer } = boot(true, 'refuse');
    answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(runtime.session.getState().status).toBe('anonymous');
    expect(runtime.startup.getState().ready).toBe(true);
  });

  it('waits 2 s at the longest when the check does not answer', async () => {
    const { runtime } = boot(true);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(runtime.startup.getState().ready).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(runtime.startup.getState().ready).toBe(true);
    expect(runtime.session.getState().status).toBe('checking');
  });
});
