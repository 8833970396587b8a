import { describe, expect, it } from 'vitest';
import { createRuntime } from '../app/createRuntime';
import { createTaskListController } from '../controllers/taskList/createTaskListController';
import type { CommandParams } from '../protocol/CommandFn';
import { errorEnvelope } from '../protocol/envelope';
import { TOKEN_KEY } from '../session/createSessionStore';
import type { LoggedUser } from '../session/LoggedUser';
import { parseTaskListQuery } from '../tasks/parseTaskListQuery';
import { taskListParams } from '../tasks/taskListParams';
import { loadTestMetadata } from '../testing/loadTestMetadata';
import { stubAdapter } from '../testing/stubAdapter';
import { prefetchStartPage } from './prefetchStartPage';

const user = { id: 2, personId: 20, name: 'Ana', locale: 'pt-BR', isShared: false } as LoggedUser;
const OFFSET = -180;
const row = (id: number, title: string) => ({ id, title, state: 'pending' });

/**
 * Boot as main.tsx does it with a saved login opening `hash`: the user check (answered when the test
 * says, or refused), the task list's first page (each answer numbered, so a test sees which request a
 * screen got), then the screen's own request through the runtime's command.
 */
function boot(hash: string, check: 'answer' | 'refuse' = 'answer', failList = false) {
  let release!: () => void;
  const checked = new Promise<void>((resolve) => (release = resolve));
  const asked: CommandParams[] = [];
  const storage = new Map([[TOKEN_KEY, 'tok-1']]);
  const toasts: string[] = [];
  const runtime = createRuntime({
    metadata: loadTestMetadata(),
    storage: {
      getItem: (k) => storage.get(k) ?? null,
      setItem: (k, v) => void storage.set(k, v),
      removeItem: (k) => void storage.delete(k),
    },
    connectivity: { navigator: { onLine: true }, addEventListener: () => undefined },
    makeCommand: (deps) =>
      stubAdapter(
        {
          ConsultarUsuarioLogado: async () => {
            await checked;
            if (check === 'refuse') return errorEnvelope('LOGIN_REQUEST', 'Sessão expirada', true);
            return { USUARIO_LOGADO: user, ROTATIVO: false, FUNCTIONALITIES: { TASK: 'EDIT' }, CARGO: [] };
          },
          ConsultarAtividadesFlowV2: (params) => {
            asked.push(params);
            if (failList && asked.length === 1) return errorEnvelope('INTERNAL', 'Falha no servidor');
            return { ITEMS: [row(asked.length, `answer ${asked.length}`)], TOTAL: 1, RESUMO: {} };
          },
        },
        { ...deps, notify: (_, message) => void toasts.push(message) },
      ),
  });
  void runtime.session.getState().restore();
  if (runtime.session.getState().status === 'checking')
    prefetchStartPage(runtime.metadata.routes, hash, runtime.prefetch, OFFSET);
  /** The task list screen once the session is decided: its controller shows the URL's query. */
  const showList = async (search: string) => {
    const list = createTaskListController({
      command: runtime.command,
      t: (k) => k,
      notify: () => undefined,
    });
    list.getState().show(taskListParams(parseTaskListQuery(new URLSearchParams(search)), OFFSET));
    await vi_settle();
    return list.getState();
  };
  return { runtime, asked, toasts, release, showList };
}

const vi_settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('prefetchStartPage', () => {
  it('asks the first page at boot, before the user check answers, and the list takes it: one request', async () => {
    const { runtime, asked, release, showList } = boot('#/tasks');
    await vi_settle();
    expect(runtime.session.getState().status).toBe('checking');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ PAGE: 1, PAGE_SIZE: 50, FUSO: OFFSET });
    release();
    await vi_settle();
    expect(runtime.session.getState().status).toBe('authenticated');
    const list = await showList('');
    expect(asked).toHaveLength(1);
    expect(list.items.map((i) => i.title)).toEqual(['answer 1']);
    // Later requests, even with the same filters (a reload), go to the server.
    const again = await showList('');
    expect(asked).toHaveLength(2);
    expect(again.items.map((i) => i.title)).toEqual(['answer 2']);
  });

  it('drops the answer when the user check fails: the next user gets their own rows', async () => {
    const { runtime, asked, release, showList } = boot('#/tasks', 'refuse');
    release();
    await vi_settle();
    expect(runtime.session.getState().status).toBe('anonymous');
    const list = await showList('');
    expect(asked).toHaveLength(2);
    expect(list.items.map((i) => i.title)).toEqual(['answer 2']);
  });

  it('asks with the URL filters; a list shown with other filters asks again', async () => {
    const { asked, release, showList } = boot('#/tasks?tab=history&estado=finished&q=bomba&ordem=-id');
    release();
    await vi_settle();
    expect(asked[0]).toMatchObject({
      ESTADOS: ['finished'],
      BUSCA: 'bomba',
      ORDENAR: { field: 'id', direction: 'desc' },
    });
    const same = await showList('tab=history&estado=finished&q=bomba&ordem=-id');
    expect(asked).toHaveLength(1);
    expect(same.items.map((i) => i.title)).toEqual(['answer 1']);

    const other = boot('#/tasks?q=bomba');
    other.release();
    await vi_settle();
    const list = await other.showList('q=bomba2');
    expect(other.asked).toHaveLength(2);
    expect(other.asked[1]).toMatchObject({ BUSCA: 'bomba2' });
    expect(list.items.map((i) => i.title)).toEqual(['answer 2']);
  });

  it('asks again when the prefetched request failed, with no toast for the failure', async () => {
    const { asked, toasts, release, showList } = boot('#/tasks', 'answer', true);
    release();
    await vi_settle();
    expect(toasts).toEqual([]);
    const list = await showList('');
    expect(asked).toHaveLength(2);
    expect(list.items.map((i) => i.title)).toEqual(['answer 2']);
  });

  it('asks nothing for other pages, the map and recurrent tabs', async () => {
    for (const hash of ['#/task/new', '#/tasks?tab=map', '#/tasks?tab=recurrent', '#/login', '']) {
      const { asked, release } = boot(hash);
      release();
      await vi_settle();
      expect(asked, hash).toEqual([]);
    }
  });
});
