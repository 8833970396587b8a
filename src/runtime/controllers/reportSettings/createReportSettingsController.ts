import type { TFunction } from 'i18next';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { errorMessageKey } from '../../errors/errorCatalogue';
import { backgroundErrorCode } from '../../pdf/backgroundErrorCode';
import { checkPdfBackground } from '../../pdf/checkPdfBackground';
import type { ReportSettings } from '../../pdf/ReportSettings';
import type { CommandFn } from '../../protocol/CommandFn';

export interface ReportSettingsState {
  status: 'loading' | 'ready' | 'failed';
  settings: ReportSettings | undefined;
  saving: boolean;
  /** Changed since loaded or saved. */
  dirty: boolean;
  /** Why the background cannot be saved (spec 001 §8), shown beside it once a save was tried. */
  problem: string | undefined;
  /** ConsultarConfiguracoesRelatorio: the saved settings or the defaults. */
  load: () => Promise<void>;
  /** An edit; once a save was refused, the background is checked again so the message follows. */
  change: (settings: ReportSettings) => void;
  /** Checks the background, then SalvarConfiguracoesRelatorio; answers true when saved. */
  save: () => Promise<boolean>;
}

export interface ReportSettingsOptions {
  command: CommandFn;
  t: TFunction;
  /** Error toasts for problems found before sending (the adapter toasts the server's own refusals). */
  notify: (severity: 'error', message: string, topic?: string) => void;
}

function backgroundProblem(settings: ReportSettings, t: TFunction): string | undefined {
  const [problem] = checkPdfBackground(settings.background);
  return problem && t(errorMessageKey(backgroundErrorCode(problem.code)!), problem.params);
}

/**
 * The report settings screen's data (docs/forms.md "Report settings"): loading the company's settings,
 * checking the background before saving (its image, a custom one's pages, each page once) with the
 * catalogue's messages, and SalvarConfiguracoesRelatorio. Headless: the screen renders the state.
 *
 * @example
 * const settings = createReportSettingsController({ command, t, notify });
 * await settings.getState().load(); settings.getState().change({ ...settings.getState().settings!, orientation: 'landscape' });
 * await settings.getState().save(); // true
 */
export function createReportSettingsController(
  options: ReportSettingsOptions,
): StoreApi<ReportSettingsState> {
  const { command, t } = options;
  return createStore<ReportSettingsState>((set, get) => ({
    status: 'loading',
    settings: undefined,
    saving: false,
    dirty: false,
    problem: undefined,

    async load() {
      try {
        const answer = await command<{ CONFIGURACOES: ReportSettings }>(
          'ConsultarConfiguracoesRelatorio',
          {},
          { silentOnSuccess: true },
        );
        set({ status: 'ready', settings: answer.CONFIGURACOES, dirty: false });
      } catch {
        set({ status: 'failed' });
      }
    },

    change(settings) {
      set((state) => ({
        settings,
        dirty: true,
        problem: state.problem === undefined ? undefined : backgroundProblem(settings, t),
      }));
    },

    async save() {
      const { settings } = get();
      if (!settings) return false;
      const problem = backgroundProblem(settings, t);
      set({ problem });
      if (problem) {
        options.notify('error', problem, 'SalvarConfiguracoesRelatorio');
        return false;
      }
      set({ saving: true });
      try {
        const answer = await command<{ CONFIGURACOES: ReportSettings }>('SalvarConfiguracoesRelatorio', {
          CONFIGURACOES: settings,
        });
        set({ settings: answer.CONFIGURACOES, dirty: false });
        return true;
      } catch {
        return false;
      } finally {
        set({ saving: false });
      }
    },
  }));
}
