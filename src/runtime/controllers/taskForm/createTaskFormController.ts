import { createStore, type StoreApi } from 'zustand/vanilla';
import { isNotFoundError } from '../../errors/isNotFoundError';
import { CommandError } from '../../protocol/CommandError';
import type { CommandFn } from '../../protocol/CommandFn';
import type { RecurrenceRule } from '../../tasks/recurrence';
import { localOffset } from '../../tasks/localOffset';
import type { TaskFieldPath } from '../../tasks/taskFieldProblem';
import type { TaskFields } from '../../tasks/TaskFields';
import { emptyTaskDraft } from './emptyTaskDraft';
import { namedTasks } from './namedTasks';
import type { TaskDraft } from './TaskDraft';
import { taskDraftErrors, type TaskDraftErrors } from './taskDraftErrors';
import { taskDraftFrom } from './taskDraftFrom';
import type { NamedOption } from './NamedOption';
import type { TaskFormOptions } from './TaskFormOptions';
import { taskParamsFrom } from './taskParamsFrom';

/** A stored task or recurrent template as the edit page starts from it. */
export interface StoredTask {
  draft: TaskDraft;
  version: number;
  /** The task's due instant (ISO) when loaded: an unchanged overdue due date stays allowed. */
  dueAt: string | null;
  /** A task's stored status, or the template's active flag as 'planned' / 'deleted'. */
  status: string;
}

export interface TaskFormState {
  /** ListarModelos with OPCOES_ACESSO; undefined until answered. */
  options: TaskFormOptions | undefined;
  /** The task being edited as loaded; undefined for a new task or while loading. */
  stored: StoredTask | undefined;
  /** The task couldn't be loaded (the adapter said why). */
  failed: boolean;
  /** ...because it is not there (or not the company's): the page says so with a way back. */
  notFound: boolean;
  draft: TaskDraft | undefined;
  /** A message per field, from the page's checks or from the server's refusal naming a FIELD. */
  errors: TaskDraftErrors;
  /** The message under the form (fix the fields, or a refusal naming no field). */
  problem: string | undefined;
  /** STALE_VERSION's message, shown with a reload button. */
  stale: string | undefined;
  saving: boolean;
  /** Neither planned nor in progress: the page can't save it. */
  locked: boolean;
  loadOptions: () => Promise<void>;
  /** ConsultarAtividade (prerequisites named) or ConsultarAtividadeRecorrente; also the reload after STALE_VERSION. */
  loadTask: () => Promise<void>;
  /** An edit: that field's message goes (the others stay until the next save). */
  change: (patch: Partial<TaskDraft>) => void;
  /**
   * Checks the draft (taskDraftErrors, the server's messages), then SalvarAtividade or
   * SalvarAtividadeRecorrente. Answers where the saved task is shown, or undefined when refused.
   */
  save: () => Promise<string | undefined>;
}

export interface TaskFormOptionsIn {
  command: CommandFn;
  t: (key: string, vars?: Record<string, unknown>) => string;
  /** The task or template being edited; absent for a new one. */
  id?: number;
  /** Editing a recurrent template (/task/edit/{id}/1). */
  editingRecurrent: boolean;
  /** A new task starts recurrent (?recurrent=1). */
  startRecurrent: boolean;
  /** Today in the device's offset (YYYY-MM-DD), a new task's start. */
  today: string;
  /** The clock (tests pin it). */
  now?: () => Date;
}

type OptionsAnswer = {
  MODELOS: NamedOption[];
  OPCOES_ACESSO: Omit<TaskFormOptions, 'forms'>;
};
type TaskAnswer = { ATIVIDADE: TaskFields & { version: number; dueAt: string | null; status: string } };
type TemplateAnswer = {
  RECORRENTE: { version: number; active: boolean; ATIVIDADE: TaskFields; RECORRENCIA: RecurrenceRule };
};

const EDITABLE = ['planned', 'in_progress'];

/**
 * The task page's data (spec 001 §3): its selects' options, the stored task or recurrent template, the
 * checks the page makes before sending (the server's own messages, taskFieldProblem), the save with
 * VERSAO, and the server's refusals: beside the FIELD they name, STALE_VERSION with a reload, or under
 * the form. Headless: the screen renders the state and navigates to what `save` answers.
 *
 * @example
 * const form = createTaskFormController({ command, t, editingRecurrent: false, startRecurrent: false, today });
 * form.getState().change({ title: 'Vistoria' }); const to = await form.getState().save(); // '/task/view/12'
 */
export function createTaskFormController(options: TaskFormOptionsIn): StoreApi<TaskFormState> {
  const { command, t, id, editingRecurrent } = options;
  const now = options.now ?? (() => new Date());

  const read = async (taskId: number): Promise<StoredTask> => {
    if (editingRecurrent) {
      const { RECORRENTE } = await command<TemplateAnswer>(
        'ConsultarAtividadeRecorrente',
        { ID: taskId },
        { silentOnSuccess: true, silentNotFound: true },
      );
      return {
        draft: taskDraftFrom(RECORRENTE.ATIVIDADE, RECORRENTE.RECORRENCIA),
        version: RECORRENTE.version,
        dueAt: null,
        status: RECORRENTE.active ? 'planned' : 'deleted',
      };
    }
    const { ATIVIDADE } = await command<TaskAnswer>(
      'ConsultarAtividade',
      { ID: taskId, FUSO: localOffset() },
      { silentOnSuccess: true, silentNotFound: true },
    );
    const prerequisites = await namedTasks(command, ATIVIDADE.prerequisites ?? []);
    return {
      draft: taskDraftFrom(ATIVIDADE, undefined, prerequisites),
      version: ATIVIDADE.version,
      dueAt: ATIVIDADE.dueAt,
      status: ATIVIDADE.status,
    };
  };

  return createStore<TaskFormState>((set, get) => ({
    options: undefined,
    stored: undefined,
    failed: false,
    notFound: false,
    draft: id === undefined ? emptyTaskDraft(options.today, options.startRecurrent) : undefined,
    errors: {},
    problem: undefined,
    stale: undefined,
    saving: false,
    locked: false,

    async loadOptions() {
      try {
        const answer = await command<OptionsAnswer>(
          'ListarModelos',
          { OPCOES_ACESSO: true },
          { silentOnSuccess: true },
        );
        set({ options: { forms: answer.MODELOS, ...answer.OPCOES_ACESSO } });
      } catch {
        // The adapter showed why; the page keeps waiting, as it did.
      }
    },

    async loadTask() {
      if (id === undefined) return;
      try {
        const stored = await read(id);
        set({ stored, draft: stored.draft, failed: false, locked: !EDITABLE.includes(stored.status) });
      } catch (error) {
        set({ failed: true, notFound: isNotFoundError(error) });
      }
    },

    change(patch) {
      set((state) => {
        const errors = { ...state.errors };
        for (const key of Object.keys(patch)) delete errors[key as TaskFieldPath];
        if ('employeeId' in patch || 'squadId' in patch || 'code' in patch) delete errors.responsible;
        if ('recurrence' in patch) delete errors.recurrence;
        return {
          draft: state.draft ? { ...state.draft, ...patch } : state.draft,
          problem: undefined,
          errors,
        };
      });
    },

    async save() {
      const { draft, stored } = get();
      if (!draft) return undefined;
      const offset = localOffset();
      const found = taskDraftErrors(draft, t, now(), offset, stored?.dueAt);
      set({ errors: found, stale: undefined });
      if (Object.keys(found).length) {
        set({ problem: t('taskForm.fixErrors') });
        return undefined;
      }
      set({ problem: undefined, saving: true });
      try {
        const edit = id !== undefined ? { ID: id, VERSAO: stored?.version } : {};
        const answer = await command<{ ID: number }>(
          draft.recurrent ? 'SalvarAtividadeRecorrente' : 'SalvarAtividade',
          { ...edit, FUSO: offset, ...taskParamsFrom(draft) },
        );
        return draft.recurrent ? `/task/details/${answer.ID}/1` : `/task/view/${answer.ID}`;
      } catch (error) {
        if (!(error instanceof CommandError)) return undefined;
        if (error.code === 'STALE_VERSION') set({ stale: error.message });
        const field = error.answer.FIELD;
        if (typeof field === 'string') set({ errors: { [field]: error.message } });
        else set({ problem: error.message });
        return undefined;
      } finally {
        set({ saving: false });
      }
    },
  }));
}
