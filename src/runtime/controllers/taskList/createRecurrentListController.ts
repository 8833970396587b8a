import { createStore, type StoreApi } from 'zustand/vanilla';
import type { CommandFn } from '../../protocol/CommandFn';
import type { RecurrentTemplateItem } from '../../protocol/answers/RecurrentTemplateItem';

const PAGE_SIZE = 50;

export interface RecurrentListState {
  items: RecurrentTemplateItem[];
  total: number;
  loading: boolean;
  loaded: boolean;
  hasMore: boolean;
  /** The templates whose title has this text (all when empty): the first page is asked when it changes. */
  show: (search: string) => void;
  loadMore: () => void;
  /** ExcluirAtividadeRecorrente, then the list again (stopped or not, it shows the template as it is). */
  stop: (item: RecurrentTemplateItem) => Promise<void>;
}

export interface RecurrentListOptions {
  command: CommandFn;
  t: (key: string, vars?: Record<string, unknown>) => string;
  notify: (severity: 'success', message: string) => void;
}

/**
 * The task list's "Recorrentes" tab data: ConsultarAtividadesRecorrentes a page at a time, searched by
 * title (answers for an older search are dropped), and stopping a template (the tasks it generated stay).
 *
 * @example
 * const templates = createRecurrentListController({ command, t, notify });
 * templates.getState().show('vistoria'); await templates.getState().stop(templates.getState().items[0]!);
 */
export function createRecurrentListController(options: RecurrentListOptions): StoreApi<RecurrentListState> {
  const { command, t, notify } = options;
  let generation = 0;
  let page = 0;
  let search: string | undefined;

  return createStore<RecurrentListState>((set, get) => {
    const load = async (next: number, current: number) => {
      set({ loading: true });
      try {
        const answer = await command<{ ITEMS: RecurrentTemplateItem[]; TOTAL: number }>(
          'ConsultarAtividadesRecorrentes',
          { ...(search ? { BUSCA: search } : {}), PAGE: next, PAGE_SIZE },
          { silentOnSuccess: true },
        );
        if (current !== generation) return;
        page = next;
        const items = next === 1 ? answer.ITEMS : [...get().items, ...answer.ITEMS];
        set({ items, total: answer.TOTAL, loaded: true, hasMore: items.length < answer.TOTAL });
      } catch {
        // The adapter showed why.
      } finally {
        if (current === generation) set({ loading: false });
      }
    };
    const first = () => void load(1, ++generation);

    return {
      items: [],
      total: 0,
      loading: true,
      loaded: false,
      hasMore: false,

      show(next) {
        if (next === search) return;
        search = next;
        first();
      },

      loadMore() {
        const { loading, hasMore } = get();
        if (!loading && hasMore) void load(page + 1, generation);
      },

      async stop(item) {
        try {
          await command('ExcluirAtividadeRecorrente', { ID: item.id }, { silentOnSuccess: true });
          notify('success', t('taskList.recurrent.stopped', { title: item.title }));
        } catch {
          // The adapter showed why; the list is read again to show the template as it is.
        }
        first();
      },
    };
  });
}
