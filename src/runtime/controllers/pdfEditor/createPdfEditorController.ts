import { createStore, type StoreApi } from 'zustand/vanilla';
import { isNotFoundError } from '../../errors/isNotFoundError';
import type { FormModel } from '../../forms/FormModel';
import { checkPdfLayout } from '../../pdf/checkPdfLayout';
import type { ExportTemplate, PdfBlock, PdfLayout } from '../../pdf/PdfLayout';
import type { PdfLayoutProblem } from '../../pdf/PdfLayoutProblem';
import { DEFAULT_REPORT_SETTINGS, type ReportSettings } from '../../pdf/ReportSettings';
import type { FormModelAnswer } from '../../protocol/answers/FormModelAnswer';
import { CommandError } from '../../protocol/CommandError';
import type { CommandFn } from '../../protocol/CommandFn';
import { createEditLockActions, lockEditorOf, type EditLockActions } from '../editLock/createEditLockActions';
import { pdfLayoutOps } from './pdfLayoutOps';

/** How many edits undo remembers. */
const UNDO_DEPTH = 100;

export interface PdfEditorState extends EditLockActions {
  /**
   * `oldVersion`: the address names a version that is no longer the form's current one
   * (OLD_MODEL_NOT_CUSTOMIZABLE, nothing editable); `notFound`: no such form for the user, or no PDF
   * template of that id in it.
   */
  status: 'loading' | 'ready' | 'failed' | 'notFound' | 'oldVersion';
  /** The form's current model, as last loaded or saved. */
  model: FormModel | undefined;
  template: ExportTemplate | undefined;
  /** The layout being edited: the editor's one source of truth. */
  layout: PdfLayout | undefined;
  /** The company's report settings (colours, title font, tables): how the canvas draws the blocks. */
  settings: ReportSettings;
  /** Why the last save was refused before sending (checkPdfLayout); they follow the edits once shown. */
  problems: PdfLayoutProblem[];
  /** The stored version being edited (sent back as VERSAO); each save makes a new one. */
  version: number | undefined;
  /** The selected block's id. */
  selected: string | null;
  past: PdfLayout[];
  future: PdfLayout[];
  /** Changed since the last load or save (the page warns before unloading). */
  dirty: boolean;
  saving: boolean;
  /**
   * ConsultarModeloDocumento (the current model, checked to be the version asked for, and the template)
   * and ConsultarConfiguracoesRelatorio (the defaults when it cannot answer).
   */
  load: () => Promise<void>;
  /**
   * An edit, undoable. Edits with the same `coalesce` key in a row (the keystrokes of one input) make one
   * undo step.
   */
  change: (layout: PdfLayout, options?: { coalesce?: string }) => void;
  undo: () => void;
  redo: () => void;
  select: (id: string | null) => void;
  /** Adds a block from the palette where pdfLayoutOps.placeFor says, and selects it. */
  add: (block: PdfBlock) => void;
  /** Removes the selected block; the next one (or the previous) becomes selected. */
  removeSelected: () => void;
  /** Selects the next (1) or previous (-1) block in reading order: header, body, footer. */
  selectNeighbour: (step: 1 | -1) => void;
  /**
   * Checks the layout (checkPdfLayout: the first problem as a toast, all in `problems`), then SalvarModelo:
   * the model with this template's layout replaced, with VERSAO and EDICAO. Answers the new version, or
   * undefined when refused (the adapter showed the server's reason; FORM_LOCKED also pauses the lock,
   * STALE_VERSION keeps the edit).
   */
  save: () => Promise<number | undefined>;
  /**
   * PreVisualizarPdfLayout: the layout as it stands (saved or not) printed by the server over the canvas's
   * sample document (`today`: the sample's date, `YYYY-MM-DD`). Undefined when refused (the adapter showed
   * why: the layout's problem, PDF_PRINTER_UNAVAILABLE).
   */
  preview: (today: string) => Promise<Blob | undefined>;
  /** A preview is being printed. */
  previewing: boolean;
}

export interface PdfEditorOptions {
  command: CommandFn;
  /** The form (the route's modelUniqueId). */
  formId: number;
  /** The version the address names (modelId): only the current one may be customised. */
  modelVersion: number;
  templateId: string;
  /** This tab's edition uid (EDICAO), which holds the form's edit lock. */
  edition: string;
  /** The layout a PDF template without one starts from (newPdfLayout). */
  start: (model: FormModel, settings: ReportSettings) => PdfLayout;
  /** A layout problem's message (`exportTemplates.problems.<code>`). */
  problemText: (problem: PdfLayoutProblem) => string;
  /** Error toasts for problems found before sending (the adapter toasts the server's own refusals). */
  notify: (severity: 'error', message: string, topic?: string) => void;
}

/** The model with template `templateId`'s layout replaced. */
function withLayout(model: FormModel, templateId: string, layout: PdfLayout): FormModel {
  const exports = model.exports!;
  return {
    ...model,
    exports: {
      ...exports,
      templates: exports.templates.map((t) => (t.id === templateId ? { ...t, layout } : t)),
    },
  };
}

/**
 * The PDF editor's data (docs/pdf-editor.md): the form's current model and one of its PDF export
 * templates, the layout with undo and redo, the selected block, the form's edit lock (shared with the
 * form editor: one of them edits a form at a time) and SalvarModelo. Headless: the screen draws the
 * layout and owns the timers, keys and navigation.
 *
 * @example
 * const editor = createPdfEditorController({ command, formId: 5, modelVersion: 2, templateId: 't1', edition, start, problemText, notify });
 * await editor.getState().load(); await editor.getState().openLock(false);
 * editor.getState().change(next); await editor.getState().save(); // 3
 */
export function createPdfEditorController(options: PdfEditorOptions): StoreApi<PdfEditorState> {
  const { command, formId, templateId, edition } = options;
  let saved: PdfLayout | undefined;
  let lastCoalesce: string | undefined;

  return createStore<PdfEditorState>((set, get) => {
    /** Moves to `layout` (from an edit, undo or redo), keeping the selection only if it still exists. */
    const show = (layout: PdfLayout, past: PdfLayout[], future: PdfLayout[]) => {
      const { selected } = get();
      set({
        layout,
        past,
        future,
        dirty: layout !== saved,
        selected: selected && pdfLayoutOps.find(layout, selected) ? selected : null,
        problems: get().problems.length && get().model ? checkPdfLayout(layout, get().model!) : [],
      });
    };

    return {
      ...createEditLockActions({ command, formId, edition }, set, get),
      status: 'loading',
      model: undefined,
      template: undefined,
      layout: undefined,
      settings: DEFAULT_REPORT_SETTINGS,
      problems: [],
      version: undefined,
      selected: null,
      past: [],
      future: [],
      dirty: false,
      saving: false,
      previewing: false,

      async load() {
        try {
          const [{ MODELO }, settings] = await Promise.all([
            command<{ MODELO: FormModelAnswer }>(
              'ConsultarModeloDocumento',
              { ID: formId },
              { silentNotFound: true },
            ),
            command<{ CONFIGURACOES: ReportSettings }>(
              'ConsultarConfiguracoesRelatorio',
              {},
              { silent: true },
            )
              .then((answer) => answer.CONFIGURACOES)
              .catch(() => DEFAULT_REPORT_SETTINGS),
          ]);
          if (MODELO.currentVersion !== options.modelVersion) {
            set({ status: 'oldVersion' });
            return;
          }
          const template = MODELO.model.exports?.templates.find(
            (t) => t.id === templateId && t.kind === 'pdf',
          );
          if (!template) {
            set({ status: 'notFound' });
            return;
          }
          saved = template.layout ?? options.start(MODELO.model, settings);
          set({
            status: 'ready',
            model: MODELO.model,
            template,
            layout: saved,
            settings,
            version: MODELO.version,
            dirty: false,
          });
        } catch (error) {
          set({ status: isNotFoundError(error) ? 'notFound' : 'failed' });
        }
      },

      change(layout, { coalesce } = {}) {
        const { layout: current, past } = get();
        if (!current || layout === current) return;
        const merge = coalesce !== undefined && coalesce === lastCoalesce && past.length > 0;
        lastCoalesce = coalesce;
        show(layout, merge ? past : [...past, current].slice(-UNDO_DEPTH), []);
      },

      undo() {
        const { layout, past, future } = get();
        if (!layout || !past.length) return;
        lastCoalesce = undefined;
        show(past.at(-1)!, past.slice(0, -1), [layout, ...future]);
      },

      redo() {
        const { layout, past, future } = get();
        if (!layout || !future.length) return;
        lastCoalesce = undefined;
        show(future[0]!, [...past, layout], future.slice(1));
      },

      select(id) {
        lastCoalesce = undefined;
        set({ selected: id });
      },

      add(block) {
        const { layout, selected } = get();
        if (!layout) return;
        const { zone, index } = pdfLayoutOps.placeFor(layout, block.type, selected);
        get().change(pdfLayoutOps.insert(layout, zone, block, index));
        set({ selected: block.id });
      },

      removeSelected() {
        const { layout, selected } = get();
        if (!layout || !selected) return;
        const after = pdfLayoutOps.neighbour(layout, selected, 1);
        const next = after !== selected ? after : pdfLayoutOps.neighbour(layout, selected, -1);
        get().change(pdfLayoutOps.remove(layout, selected));
        set({ selected: next !== selected ? next : null });
      },

      selectNeighbour(step) {
        const { layout, selected } = get();
        if (layout) get().select(pdfLayoutOps.neighbour(layout, selected, step));
      },

      async save() {
        const { model, layout, version } = get();
        if (!model || !layout || get().status !== 'ready') return undefined;
        const problems = checkPdfLayout(layout, model);
        set({ problems });
        if (problems.length) {
          options.notify('error', options.problemText(problems[0]!), 'SalvarModelo');
          return undefined;
        }
        const next = withLayout(model, templateId, layout);
        set({ saving: true });
        try {
          const answer = await command<{ ID: number; VERSAO: number }>('SalvarModelo', {
            ID: formId,
            VERSAO: version,
            MODELO: next,
            EDICAO: edition,
          });
          saved = layout;
          set({ model: next, version: answer.VERSAO, dirty: get().layout !== saved });
          return answer.VERSAO;
        } catch (error) {
          if (error instanceof CommandError && error.code === 'FORM_LOCKED')
            set({ lock: { status: 'paused', editor: lockEditorOf(error) } });
          return undefined;
        } finally {
          set({ saving: false });
        }
      },

      async preview(today) {
        const { layout } = get();
        if (!layout || get().status !== 'ready') return undefined;
        set({ previewing: true });
        try {
          return await command<Blob>(
            'PreVisualizarPdfLayout',
            { ID: formId, TEMPLATE_ID: templateId, LAYOUT: layout, HOJE: today },
            { responseType: 'blob' },
          );
        } catch {
          return undefined;
        } finally {
          set({ previewing: false });
        }
      },
    };
  });
}
