import { describe, expect, it, vi } from 'vitest';
import ptBR from '../../../metadata/i18n/pt-BR.json';
import { applyLabelOverrides } from '../customization/applyLabelOverrides';
import { createTranslator } from '../i18n/createTranslator';
import { pickKeys } from '../i18n/pickKeys';
import { SHELL_CATALOGUE } from '../i18n/SHELL_CATALOGUE';
import { loadBundledCatalogue } from '../metadata/loadBundledCatalogue';
import { TOKEN_KEY } from '../session/createSessionStore';
import { loadTestMetadata } from '../testing/loadTestMetadata';
import { stubAdapter } from '../testing/stubAdapter';
import { createRuntime } from './createRuntime';

/** A browser-like runtime: no catalogue bundled, the real catalogue chunks loaded on demand. */
function boot(stored: boolean) {
  const load = vi.fn(loadBundledCatalogue);
  const storage = new Map(stored ? [[TOKEN_KEY, 'tok-1']] : []);
  const runtime = createRuntime({
    metadata: { ...loadTestMetadata(), messages: {} },
    storage: {
      getItem: (k) => storage.get(k) ?? null,
      setItem: (k, v) => void storage.set(k, v),
      removeItem: (k) => void storage.delete(k),
    },
    connectivity: { navigator: { onLine: true }, addEventListener: () => undefined },
    makeCommand: (deps) => stubAdapter({}, deps),
    loadMessages: load,
  });
  return { runtime, load };
}

describe('createRuntime messages at start (issue 13: the login page loads only the shell catalogue)', () => {
  it('the shell part holds exactly the shell keys, as the whole catalogue has them', async () => {
    const shell = await loadBundledCatalogue('pt-BR', 'shell');
    expect(shell).toEqual(pickKeys(ptBR, SHELL_CATALOGUE.keys));
    expect(Object.keys(shell).length).toBeLessThan(Object.keys(ptBR).length / 4);
    const i18n = createTranslator({ 'pt-BR': shell });
    for (const key of SHELL_CATALOGUE.keys) expect(i18n.exists(key), key).toBe(true);
  });

  it('without a stored login, starts on the shell part and loads the whole catalogue when asked', async () => {
    const { runtime, load } = boot(false);
    await runtime.i18n.loadLanguages('pt-BR');
    expect(runtime.i18n.t('auth.enter')).toBe('Entrar');
    expect(runtime.i18n.t('taskList.moreCreate')).toBe('taskList.moreCreate');
    expect(load.mock.calls).toEqual([['pt-BR', 'shell']]);
    expect(runtime.startup.getState().messages).toBe(false);

    runtime.startup.getState().loadMessages();
    runtime.startup.getState().loadMessages();
    await vi.waitUntil(() => runtime.startup.getState().messages);
    expect(runtime.i18n.t('taskList.moreCreate')).toBe(ptBR.taskList.moreCreate);
    expect(runtime.i18n.t('auth.enter')).toBe('Entrar');
    expect(runtime.metadata.messages['pt-BR']).toEqual(ptBR);
    expect(load.mock.calls).toEqual([
      ['pt-BR', 'shell'],
      ['pt-BR', 'all'],
    ]);
  });

  it('with a stored login (headed past the login page), loads the whole catalogue at once', async () => {
    const { runtime, load } = boot(true);
    await vi.waitUntil(() => runtime.startup.getState().messages);
    expect(runtime.i18n.t('taskList.moreCreate')).toBe(ptBR.taskList.moreCreate);
    expect(load).toHaveBeenCalledWith('pt-BR', 'all');
  });

  it("lays the company's label overrides over the whole catalogue when it arrives", async () => {
    const { runtime } = boot(false);
    await runtime.i18n.loadLanguages('pt-BR');
    const labels = { 'taskList.moreCreate': 'Mais jeitos de criar' };
    runtime.i18n.on('loaded', () =>
      applyLabelOverrides(runtime.i18n, runtime.metadata.messages, labels, false),
    );
    runtime.startup.getState().loadMessages();
    await vi.waitUntil(() => runtime.startup.getState().messages);
    expect(runtime.i18n.t('taskList.moreCreate')).toBe('Mais jeitos de criar');
  });
});
