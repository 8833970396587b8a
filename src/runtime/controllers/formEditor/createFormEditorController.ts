import type { TFunction } from 'i18next';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { LimitEntry } from '../../access/AccessContext';
import type { FormApprovalState, RevisionDisapproval } from '../../formApproval/FormRevision';
import type { FormModel } from '../../forms/FormModel';
import type { Audience } from '../../protocol/answers/Audience';
import type { FolderRow } from '../../protocol/answers/FolderRow';
import type { FormModelAnswer } from '../../protocol/answers/FormModelAnswer';
import { isNotFoundError } from '../../errors/isNotFoundError';
import { CommandError } from '../../protocol/CommandError';
import type { CommandFn } from '../../protocol/CommandFn';
import { createEditLockActions, lockEditorOf, type EditLockActions } from '../editLock/createEditLockActions';
import { modelProblems } from './modelProblems';

export interface FormEditorState extends EditLockActions {
  /** `notFound`: the form is not there, deleted or hidden from the user (ENTITY_NOT_FOUND). */
  status: 'loading' | 'ready' | 'failed' | 'notFound';
  model: FormModel | undefined;
  /** The stored version being edited (sent back as VERSAO); undefined for a form not saved yet. */
  version: number | undefined;
  /** The model as stored in `version` (what the PDF editor opens); undefined for a form not saved yet. */
  saved: FormModel | undefined;
  /**
   * The form's latest revision under an approval flow (docs/form-approval.md): while one is in review or
   * disapproved the editor edits its proposed version; null: none (or out of approval).
   */
  approval: FormApprovalState | null;
  /** Who disapproved the pending revision and why, while it is disapproved. */
  disapproval: RevisionDisapproval | null;
  /** SalvarModelo refused with PLAN_LIMIT_REACHED: the limit's key and state, for the upsell. */
  limitReached: { key: string; limit: LimitEntry } | undefined;
  /** The upsell was closed. */
  closeLimit: () => void;
  permissions: Audience;
  /** What blocks saving (shown above the tabs) and the field and group ids to mark. */
  problems: { messages: string[]; ids: Set<string> };
  saving: boolean;
  /** Changed since the last load or save (the page warns before unloading). */
  dirty: boolean;
  /** The folders a form may go to (the settings tab), empty until ListarModelos answers. */
  folders: FolderRow[];
  /** ListarModelos for the folders. */
  loadFolders: () => Promise<void>;
  /** ConsultarModeloDocumento (edit), ConsultarModeloCopia (copy) or a blank model (new). */
  load: () => Promise<void>;
  /** An edit: marks dirty and, once a save was refused, checks again so the messages follow the edit. */
  change: (model: FormModel) => void;
  setPermissions: (permissions: Audience) => void;
  /**
   * Checks the model, then SalvarModelo with the version and edition. Answers the saved form's id, or
   * undefined when refused (the adapter showed why; FORM_LOCKED also pauses the lock).
   */
  save: () => Promise<number | undefined>;
}

export interface FormEditorOptions {
  command: CommandFn;
  t: TFunction;
  /** The form being edited (/form/edit/:id); absent for a new form. */
  formId?: number;
  /** A template copy to start from (/form/new?copy=<id>). */
  copyId?: number;
  /** The folder a new form goes to (?folder=<id>). */
  folderId: number | null;
  /** This tab's edition uid (EDICAO), which holds the edit lock. */
  edition: string;
  /** The blank model of a new form (the editor's model operations build it). */
  blank: () => FormModel;
  /** Error toasts for problems found before sending (the adapter toasts the server's own refusals). */
  notify: (severity: 'error', message: string, topic?: string) => void;
}

/**
 * ConsultarEdicaoModelo's answer about the form's pending revision (docs/form-approval.md): MODELO as
 * ConsultarModeloDocumento's, at the proposed version; null when no revision is pending.
 */
interface PendingRevisionAnswer {
  APROVACAO?: FormApprovalState | null;
  MODELO?: FormModelAnswer | null;
  VERSAO?: number | null;
  REPROVACAO?: RevisionDisapproval | null;
}

const NO_PERMISSIONS: Audience = { roles: [], squads: [], employees: [] };
const NO_PROBLEMS = { messages: [], ids: new Set<string>() };

function stepIdsOf(error: CommandError): string[] {
  const ids = error.answer.ETAPAS;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

/**
 * The form editor's data (docs/forms.md): loading the model, checking it before saving (name, formulas,
 * rules, loops, with the catalogue's messages), SalvarModelo with VERSAO and EDICAO, and the edit lock
 * (AbrirEdicaoModelo, ConsultarEdicaoModelo, FecharEdicaoModelo; FORM_LOCKED locks or pauses); a plan
 * limit refusal (PLAN_LIMIT_REACHED) becomes `limitReached` for the upsell. Headless:
 * the screen renders the state and owns the timers, the page events and the navigation.
 *
 * @example
 * const editor = createFormEditorController({ command, t, formId: 5, folderId: null, edition, blank, notify });
 * await editor.getState().load(); await editor.getState().openLock(false);
 * const id = await editor.getState().save(); // 5, and state.version is the new version
 */
export function createFormEditorController(options: FormEditorOptions): StoreApi<FormEditorState> {
  const { command, t, formId, edition } = options;
  return createStore<FormEditorState>((set, get) => ({
    status: 'loading',
    model: undefined,
    version: undefined,
    saved: undefined,
    limitReached: undefined,
    approval: null,
    disapproval: null,
    permissions: NO_PERMISSIONS,
    problems: NO_PROBLEMS,
    saving: false,
    dirty: false,
    ...createEditLockActions({ command, formId, edition }, set, get),
    folders: [],

    async loadFolders() {
      try {
        const answer = await command<{ PASTAS: FolderRow[] }>('ListarModelos', {}, { silentOnSuccess: true });
        set({ folders: answer.PASTAS });
      } catch {
        // The adapter showed why; the folder select stays empty.
      }
    },

    async load() {
      try {
        if (formId) {
          const [{ MODELO }, pending] = await Promise.all([
            command<{ MODELO: FormModelAnswer }>(
              'ConsultarModeloDocumento',
              { ID: formId },
              { silentNotFound: true },
            ),
            command<PendingRevisionAnswer>(
              'ConsultarEdicaoModelo',
              { ID: formId, EDICAO: edition },
              { silent: true },
            ).catch(() => ({}) as PendingRevisionAnswer),
          ]);
          // A revision in review or disapproved: its author keeps editing the proposed version.
          const proposed = pending.APROVACAO && pending.MODELO ? pending.MODELO.model : undefined;
          set({
            status: 'ready',
            model: proposed ?? MODELO.model,
            saved: proposed ?? MODELO.model,
            version: proposed ? (pending.VERSAO ?? pending.MODELO?.version) : MODELO.version,
            permissions: MODELO.permissions ?? NO_PERMISSIONS,
            approval: pending.APROVACAO ?? null,
            disapproval: pending.REPROVACAO ?? null,
          });
        } else if (options.copyId) {
          const { MODELO } = await command<{ MODELO: { model: FormModel } }>(
            'ConsultarModeloCopia',
            { ID: options.copyId },
            { silentNotFound: true },
          );
          set({ status: 'ready', model: { ...MODELO.model, folderId: options.folderId } });
        } else set({ status: 'ready', model: options.blank() });
      } catch (error) {
        set({ status: isNotFoundError(error) ? 'notFound' : 'failed' });
      }
    },

    change(model) {
      set((state) => ({
        model,
        dirty: true,
        problems: state.problems.messages.length ? modelProblems(model, t) : state.problems,
      }));
    },

    setPermissions(permissions) {
      set({ permissions });
    },

    closeLimit() {
      set({ limitReached: undefined });
    },

    async save() {
      const { model, version } = get();
      if (!model) return undefined;
      const found = modelProblems(model, t);
      set({ problems: found });
      if (found.messages.length) {
        options.notify('error', found.messages[0]!, 'SalvarModelo');
        return undefined;
      }
      set({ saving: true });
      try {
        const answer = await command<{
          ID: number;
          VERSAO: number;
          REVISAO?: { ID: number; ESTADO: 'in_review'; ROUND: number };
        }>('SalvarModelo', {
          ...(formId ? { ID: formId, VERSAO: version } : {}),
          MODELO: model,
          EDICAO: edition,
        });
        set({ dirty: false, version: answer.VERSAO, saved: model });
        // Under an approval flow the save became (or updated) a revision in review: not published yet.
        if (answer.REVISAO)
          set({
            approval: {
              ESTADO: answer.REVISAO.ESTADO,
              REVISAO_ID: answer.REVISAO.ID,
              ROUND: answer.REVISAO.ROUND,
              ATRASADA: false,
            },
            disapproval: null,
          });
        return answer.ID;
      } catch (error) {
        if (error instanceof CommandError && error.code === 'FORM_LOCKED')
          set({ lock: { status: 'paused', editor: lockEditorOf(error) } });
        // The server's own workflow check (SalvarModelo): its message above the tabs, its steps marked.
        if (error instanceof CommandError && error.code === 'WORKFLOW_INVALID')
          set({ problems: { messages: [error.message], ids: new Set(stepIdsOf(error)) } });
        // A plan limit (customExport, eCpfSignature): the screen opens that functionality's upsell.
        if (error instanceof CommandError && error.code === 'PLAN_LIMIT_REACHED')
          set({
            limitReached: {
              key: String(error.answer.LIMIT_KEY ?? ''),
              limit: (error.answer.LIMIT as LimitEntry | undefined) ?? {},
            },
          });
        return undefined;
      } finally {
        set({ saving: false });
      }
    },
  }));
}
