import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/createTranslator';
import type { CommandParams } from '../../protocol/CommandFn';
import type { CommandStub } from '../../protocol/CommandStub';
import { errorEnvelope } from '../../protocol/envelope';
import { loadTestMetadata } from '../../testing/loadTestMetadata';
import { stubAdapter } from '../../testing/stubAdapter';
import { TASK_PAGE_SIZE } from '../../tasks/taskPageParams';
import { createTaskListController } from './createTaskListController';

const i18n = createTranslator(loadTestMetadata().messages);
const t = (key: string, vars?: Record<string, unknown>) => i18n.t(key, vars);
const SUMMARY = { planned: 118, inProgress: 0, late: 2, expired: 0, finished: 3, cancelled: 1, deleted: 0 };

/** ConsultarAtividadesFlowV2 over `total` tasks titled by number, the search (BUSCA) in the titles. */
function taskList(total: number) {
  return (params: CommandParams) => {
    const page = Number(params.PAGE);
    const ids: number[] = [];
    for (let i = (page - 1) * TASK_PAGE_SIZE + 1; i <= Math.min(total, page * TASK_PAGE_SIZE); i++)
      ids.push(i);
    return {
      ITEMS: ids.map((id) => ({ id, title: `${params.BUSCA ?? 'Atividade'} ${id}` })),
      TOTAL: total,
      RESUMO: SUMMARY,
    };
  };
}

function setup(handlers: Record<string, CommandStub>) {
  const toasts: Array<[string, string]> = [];
  const notify = (severity: string, message: string) => void toasts.push([severity, message]);
  const command = stubAdapter(
    { ConsultarAtividadesFlowV2: taskList(120), ...handlers },
    { notify, t, onLoginRequest: () => undefined },
  );
  const list = createTaskListController({ command, t, notify, offset: () => -180 });
  return { list, command, toasts };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createTaskListController', () => {
  it('shows the first page with the total and the counts, then appends the next pages', async () => {
    const { list, command } = setup({});
    list.getState().show({ ABA: 'tasks' });
    await settled();
    expect(list.getState()).toMatchObject({ total: 120, summary: SUMMARY, loaded: true, hasMore: true });
    expect(list.getState().items).toHaveLength(50);
    list.getState().loadMore();
    await settled();
    list.getState().loadMore();
    await settled();
    expect(
      list
        .getState()
        .items.map((i) => i.id)
        .at(-1),
    ).toBe(120);
    expect(list.getState().hasMore).toBe(false);
    expect(list.getState().loading).toBe(false);
    expect(command.calls.map((c) => c.params.PAGE)).toEqual([1, 2, 3]);
    expect(command.calls[0]!.params).toEqual({ ABA: 'tasks', PAGE: 1, PAGE_SIZE: 50 });
  });

  it('the same parameters ask nothing; new ones restart at the first page and drop older answers', async () => {
    const { list, command } = setup({});
    list.getState().show({ BUSCA: 'bomba' });
    list.getState().show({ BUSCA: 'bomba' });
    list.getState().show({ BUSCA: 'poço' });
    await settled();
    expect(command.calls).toHaveLength(2);
    expect(list.getState().items[0]!.title).toBe('poço 1');
  });

  it('an empty answer is loaded with nothing more to ask', async () => {
    const { list } = setup({ ConsultarAtividadesFlowV2: taskList(0) });
    list.getState().show({});
    await settled();
    expect(list.getState()).toMatchObject({ items: [], total: 0, loaded: true, hasMore: false });
  });

  it('mass edit sends only the changes with the offset and says how many changed', async () => {
    const { list, command, toasts } = setup({ AlterarAtividades: () => ({}) });
    expect(await list.getState().editTasks([3, 4], { urgent: true })).toBe(true);
    expect(command.calls.at(-1)).toEqual({
      name: 'AlterarAtividades',
      params: { IDS: [3, 4], FUSO: -180, ALTERACOES: { urgent: true } },
    });
    expect(toasts).toEqual([['success', '2 atividades alteradas']]);
  });

  it("a refused mass delete shows the server's message and answers false", async () => {
    let refuse = true;
    const { list, toasts } = setup({
      ExcluirAtividades: () => {
        if (!refuse) return {};
        refuse = false;
        return errorEnvelope('WRONG_PASSWORD', t('errors.WRONG_PASSWORD'));
      },
    });
    expect(await list.getState().deleteTasks([3], 'excluir 1 atividade', 'errada')).toBe(false);
    expect(toasts).toEqual([['error', 'Senha incorreta']]);
    expect(await list.getState().deleteTasks([3, 4], 'excluir 2 atividades', 'certa')).toBe(true);
    expect(toasts.at(-1)).toEqual(['success', '2 atividades excluídas']);
  });
});
