import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/createTranslator';
import type { CommandParams } from '../../protocol/CommandFn';
import type { CommandStub } from '../../protocol/CommandStub';
import { errorEnvelope } from '../../protocol/envelope';
import { loadTestMetadata } from '../../testing/loadTestMetadata';
import { stubAdapter } from '../../testing/stubAdapter';
import { createRecurrentListController } from './createRecurrentListController';

const i18n = createTranslator(loadTestMetadata().messages);
const t = (key: string, vars?: Record<string, unknown>) => i18n.t(key, vars);

function templates(total: number) {
  return (params: CommandParams) => {
    const page = Number(params.PAGE);
    const items = [];
    for (let i = (page - 1) * 50 + 1; i <= Math.min(total, page * 50); i++)
      items.push({ id: i, title: `${params.BUSCA ?? 'Ronda'} ${i}`, active: true });
    return { ITEMS: items, TOTAL: total };
  };
}

function setup(handlers: Record<string, CommandStub>) {
  const toasts: Array<[string, string]> = [];
  const notify = (severity: string, message: string) => void toasts.push([severity, message]);
  const command = stubAdapter(
    { ConsultarAtividadesRecorrentes: templates(70), ...handlers },
    { notify, t, onLoginRequest: () => undefined },
  );
  return { list: createRecurrentListController({ command, t, notify }), command, toasts };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createRecurrentListController', () => {
  it('lists the templates a page at a time and searches by title', async () => {
    const { list, command } = setup({});
    list.getState().show('');
    list.getState().show('');
    await settled();
    expect(list.getState()).toMatchObject({ total: 70, loaded: true, hasMore: true, loading: false });
    list.getState().loadMore();
    await settled();
    expect(list.getState().items).toHaveLength(70);
    list.getState().show('vistoria');
    await settled();
    expect(list.getState().items[0]!.title).toBe('vistoria 1');
    expect(command.calls.map((c) => c.params)).toEqual([
      { PAGE: 1, PAGE_SIZE: 50 },
      { PAGE: 2, PAGE_SIZE: 50 },
      { BUSCA: 'vistoria', PAGE: 1, PAGE_SIZE: 50 },
    ]);
  });

  it('stopping says so and reads the list again; a refusal shows the reason and reads it too', async () => {
    let refuse = false;
    const { list, command, toasts } = setup({
      ExcluirAtividadeRecorrente: () =>
        refuse ? errorEnvelope('ENTITY_NOT_FOUND', t('errors.ENTITY_NOT_FOUND')) : {},
    });
    list.getState().show('');
    await settled();
    await list.getState().stop(list.getState().items[0]!);
    expect(toasts[0]).toEqual(['success', '"Ronda 1" não gera mais atividades']);
    refuse = true;
    await list.getState().stop(list.getState().items[1]!);
    expect(toasts[1]).toEqual(['error', t('errors.ENTITY_NOT_FOUND')]);
    await settled();
    expect(command.calls.filter((c) => c.name === 'ConsultarAtividadesRecorrentes')).toHaveLength(3);
  });
});
