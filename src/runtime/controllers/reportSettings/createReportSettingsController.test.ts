import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/createTranslator';
import { DEFAULT_REPORT_SETTINGS } from '../../pdf/ReportSettings';
import { loadTestMetadata } from '../../testing/loadTestMetadata';
import { stubAdapter } from '../../testing/stubAdapter';
import { createReportSettingsController } from './createReportSettingsController';

const i18n = createTranslator(loadTestMetadata().messages);
const t = i18n.t.bind(i18n);

describe('createReportSettingsController', () => {
  it('loads the settings, checks the background before saving, then saves them', async () => {
    const toasts: string[] = [];
    const command = stubAdapter({
      ConsultarConfiguracoesRelatorio: () => ({ CONFIGURACOES: DEFAULT_REPORT_SETTINGS }),
      SalvarConfiguracoesRelatorio: (params) => ({ CONFIGURACOES: params.CONFIGURACOES }),
    });
    const store = createReportSettingsController({
      command,
      t,
      notify: (_s, message) => toasts.push(message),
    });
    await store.getState().load();
    expect(store.getState()).toMatchObject({
      status: 'ready',
      settings: DEFAULT_REPORT_SETTINGS,
      dirty: false,
    });

    const custom = {
      ...DEFAULT_REPORT_SETTINGS,
      background: { mode: 'custom' as const, fileId: 'f1', pages: [2, 2] },
    };
    store.getState().change(custom);
    expect(await store.getState().save()).toBe(false);
    expect(toasts).toEqual(['A página 2 já está em uso no fundo']);
    expect(command.calls.map((c) => c.name)).toEqual(['ConsultarConfiguracoesRelatorio']);

    // The message follows the edit, and goes once the pages are right.
    store.getState().change({ ...custom, background: { ...custom.background, pages: [2, 3] } });
    expect(store.getState().problem).toBeUndefined();
    expect(await store.getState().save()).toBe(true);
    expect(command.calls.at(-1)!.params.CONFIGURACOES).toMatchObject({ background: { pages: [2, 3] } });
    expect(store.getState()).toMatchObject({ dirty: false, saving: false });
  });
});
