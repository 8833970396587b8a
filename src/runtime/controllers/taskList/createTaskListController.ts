import { createStore, type StoreApi } from 'zustand/vanilla';
import type { CommandFn } from '../../protocol/CommandFn';
import type { TaskListAnswer, TaskListItem } from '../../protocol/answers/TaskListItem';
import { TASK_STATES } from '../../tasks/TASK_STATES';
import type { TaskStateName } from '../../tasks/TaskStateName';
import { taskPageParams } from '../../tasks/taskPageParams';

const NO_SUMMARY = Object.fromEntries(TASK_STATES.map((s) => [s, 0])) as Record<TaskStateName, number>;

export interface TaskListState {
  items: TaskListItem[];
  /** Rows matching the filters on the server (the "x of y" count). */
  total: number;
  /** Tasks per state for the summary chips. */
  summary: Record<TaskStateName, number>;
  loading: boolean;
  /** A first page has arrived (the empty message waits for it). */
  loaded: boolean;
  hasMore: boolean;
  /** ConsultarAtividadesFlowV2 parameters to show: the first page is asked when they differ from the last. */
  show: (params: Record<string, unknown>) => void;
  /** The first page again (after a mass action). */
  reload: () => void;
  /** The next page, appended. */
  loadMore: () => void;
  /** AlterarAtividades: only the changes given; answers true when done (a success toast said so). */
  editTasks: (ids: number[], changes: Record<string, unknown>) => Promise<boolean>;
  /** ExcluirAtividades with the typed phrase and the password; answers true when deleted. */
  deleteTasks: (ids: number[], phrase: string, password: string) => Promise<boolean>;
}

export interface TaskListOptions {
  command: CommandFn;
  t: (key: string, vars?: Record<string, unknown>) => string;
  notify: (severity: 'success', message: string) => void;
  /** The device's offset in minutes (FUSO), east positive. */
  offset?: () => number;
  /**
   * A first page already at hand (the start page's prefetched answer) for these parameters: the list
   * starts loaded with it, and `show` with the same parameters asks nothing.
   */
  initial?: { params: Record<string, unknown>; answer: TaskListAnswer };
}

/**
 * The task list's data (`/tasks`, spec 001 §2): ConsultarAtividadesFlowV2 a page at a time (the first
 * page whenever the parameters change or on reload, the next appended; answers for parameters no longer
 * current are dropped), the total and the per-state counts, and the mass actions (AlterarAtividades,
 * ExcluirAtividades) whose refusals the adapter shows. Headless: the screen renders rows and dialogs.
 *
 * @example
 * const list = createTaskListController({ command, t, notify });
 * list.getState().show(taskListParams(query, offset)); // then state.items, state.total, state.summary
 */
export function createTaskListController(options: TaskListOptions): StoreApi<TaskListState> {
  const { command, t, notify } = options;
  const offset = options.offset ?? (() => -new Date().getTimezoneOffset());
  // Which load is current: newer parameters or a reload make older answers stale.
  let generation = 0;
  const { initial } = options;
  let page = initial ? 1 : 0;
  let params: Record<string, unknown> = initial?.params ?? {};
  let key: string | undefined = initial ? JSON.stringify(initial.params) : undefined;

  return createStore<TaskListState>((set, get) => {
    const load = async (next: number, current: number) => {
      set({ loading: true });
      try {
        const answer = await command<TaskListAnswer>(
          'ConsultarAtividadesFlowV2',
          taskPageParams(params, next),
          { silentOnSuccess: true },
        );
        if (current !== generation) return;
        page = next;
        const items = next === 1 ? answer.ITEMS : [...get().items, ...answer.ITEMS];
        set({
          items,
          total: answer.TOTAL,
          summary: answer.RESUMO,
          loaded: true,
          hasMore: items.length < answer.TOTAL,
        });
      } catch {
        // The adapter showed why; what was loaded stays.
      } finally {
        if (current === generation) set({ loading: false });
      }
    };
    const first = () => {
      page = 0;
      void load(1, ++generation);
    };

    return {
      ...(initial
        ? {
            items: initial.answer.ITEMS,
            total: initial.answer.TOTAL,
            summary: initial.answer.RESUMO,
            loading: false,
            loaded: true,
            hasMore: initial.answer.ITEMS.length < initial.answer.TOTAL,
          }
        : // The screen shows the list as loading until the first parameters arrive.
          { items: [], total: 0, summary: NO_SUMMARY, loading: true, loaded: false, hasMore: false }),

      show(next) {
        const nextKey = JSON.stringify(next);
        if (nextKey === key) return;
        key = nextKey;
        params = next;
        first();
      },

      reload: first,

      loadMore() {
        const { loading, hasMore } = get();
        if (loading || !hasMore) return;
        void load(page + 1, generation);
      },

      async editTasks(ids, changes) {
        try {
          await command(
            'AlterarAtividades',
            { IDS: ids, FUSO: offset(), ALTERACOES: changes },
            { silentOnSuccess: true },
          );
          notify('success', t('taskList.massEdit.done', { count: ids.length }));
          return true;
        } catch {
          // The adapter showed the server's reason (a due date in the past, a finished task...).
          return false;
        }
      },

      async deleteTasks(ids, phrase, password) {
        try {
          await command(
            'ExcluirAtividades',
            { IDS: ids, FRASE: phrase, SENHA: password },
            { silentOnSuccess: true },
          );
          notify('success', t('taskList.delete.done', { count: ids.length }));
          return true;
        } catch {
          return false;
        }
      },
    };
  });
}
