import { describe, expect, it, vi } from 'vitest';
import { applyLabelOverrides } from '../customization/applyLabelOverrides';
import { loadTestMetadata } from '../testing/loadTestMetadata';
import { createTranslator } from './createTranslator';

const all = loadTestMetadata().messages;

describe('createTranslator with languages loaded on demand', () => {
  it('starts with pt-BR only and loads en-US when the language changes to it', async () => {
    const load = vi.fn((locale: string) => Promise.resolve(all[locale]!));
    const i18n = createTranslator({ 'pt-BR': all['pt-BR']! }, undefined, load);
    expect(i18n.t('session.LOGGED_IN')).toBe('Login realizado com sucesso');
    expect(load).not.toHaveBeenCalled();
    await i18n.changeLanguage('en-US');
    expect(load.mock.calls.map(([locale]) => locale)).toEqual(['en-US']);
    expect(i18n.language).toBe('en-US');
    expect(i18n.t('session.LOGGED_IN')).toBe('Logged in');
    await i18n.changeLanguage('pt-BR');
    await i18n.changeLanguage('en-US');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a catalogue that fails to load leaves the pt-BR fallback in place', async () => {
    const i18n = createTranslator({ 'pt-BR': all['pt-BR']! }, undefined, () =>
      Promise.reject(new Error('offline')),
    );
    await i18n.changeLanguage('en-US');
    expect(i18n.t('session.LOGGED_IN')).toBe('Login realizado com sucesso');
  });

  it('label overrides reach a language loaded afterwards (applied on its loaded event)', async () => {
    const messages: Record<string, object> = { 'pt-BR': all['pt-BR']! };
    const i18n = createTranslator(messages, undefined, async (locale) => {
      messages[locale] = all[locale]!;
      return all[locale]!;
    });
    const labels = { 'session.LOGGED_IN': 'Bem-vindo de volta' };
    applyLabelOverrides(i18n, messages, labels);
    i18n.on('loaded', () => applyLabelOverrides(i18n, messages, labels, false));
    await i18n.changeLanguage('en-US');
    expect(i18n.language).toBe('en-US');
    expect(i18n.t('session.LOGGED_IN')).toBe('Bem-vindo de volta');
  });
});
