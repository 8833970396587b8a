import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allFunctionalities } from '../../testing/allFunctionalities';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';
import { fakeTask, fakeTaskList } from './taskListFixtures';

function renderList(path = '/tasks') {
  return renderApp({
    path,
    user: fixtureUser,
    functionalities: allFunctionalities,
    handlers: {
      ConsultarAtividadesFlowV2: fakeTaskList(),
      SaveListColumns: () => ({}),
    },
  });
}

const listCalls = (app: ReturnType<typeof renderApp>) =>
  app.calls.filter((c) => c.name === 'ConsultarAtividadesFlowV2').map((c) => c.params);

describe('task list (/tasks)', () => {
  it('shows the open tasks a page at a time with their state, dates and total; "Carregar mais" appends the next', async () => {
    const app = renderList();
    expect(await screen.findByRole('heading', { level: 1, name: 'Atividades' })).toBeTruthy();
    expect(await screen.findByText('Atividade 001')).toBeTruthy();
    expect(listCalls(app)[0]).toEqual({
      FUSO: 0 - new Date().getTimezoneOffset() || 0,
      ESTADOS: ['planned', 'inProgress', 'late', 'expired'],
      ORDENAR: { field: 'due', direction: 'asc' },
      PAGE: 1,
      PAGE_SIZE: 50,
    });
    const table = screen.getByRole('table', { name: 'Atividades' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      '',
      'Título',
      'Estado',
      'Responsável',
      'Modelo',
      'Cliente',
      'Início',
      'Prazo',
      'Prazo restante',
    ]);
    const row = within(table).getByText('Atividade 003').closest('tr')!;
    expect(within(row).getByText('Pendente')).toBeTruthy();
    expect(within(row).getByText('10/12/2026 14:30')).toBeTruthy();
    expect(within(row).getByText('Mais de 15 dias')).toBeTruthy();
    expect(within(table).getAllByRole('img', { name: 'Urgente' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Atividade 003' }).getAttribute('href')).toBe('/task/view/3');
    expect(screen.getByText('50 de 120 atividades')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText('Atividade 100')).toBeTruthy();
    expect(listCalls(app).at(-1)).toMatchObject({ PAGE: 2, PAGE_SIZE: 50 });
    expect(screen.getByText('100 de 120 atividades')).toBeTruthy();
    expect(screen.getByText('Atividade 001')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nova atividade' }).getAttribute('href')).toBe('/task/new');
    expect(screen.getByRole('link', { name: 'Criar várias' }).getAttribute('href')).toBe(
      '/task/create_multiple',
    );
    expect(screen.getByRole('link', { name: 'Nova recorrente' }).getAttribute('href')).toBe(
      '/task/new?recurrent=1',
    );
    expect(screen.getByRole('link', { name: 'Criar várias recorrentes' }).getAttribute('href')).toBe(
      '/task/create_multiple_recurrent',
    );
  }, 90_000);

  it('sends the filters as command parameters and keeps them in the URL', async () => {
    const app = renderList();
    await screen.findByText('Atividade 001');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar' }), 'bomba');
    await waitFor(() => expect(listCalls(app).at(-1)).toMatchObject({ BUSCA: 'bomba', PAGE: 1 }));
    await user.selectOptions(screen.getByLabelText('Período'), 'Personalizado');
    await user.type(screen.getByLabelText('De'), '2026-01-01');
    await user.selectOptions(screen.getByLabelText('Data do período'), 'Prazo');
    await user.click(screen.getByRole('combobox', { name: 'Estados' }));
    await user.click(await screen.findByRole('option', { name: 'Atrasada' }));
    await user.click(screen.getByRole('option', { name: 'Expirada' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Mais filtros' }));
    await user.selectOptions(screen.getByLabelText('Urgência'), 'Só urgentes');
    await waitFor(() =>
      expect(listCalls(app).at(-1)).toEqual({
        FUSO: expect.any(Number),
        PERIODO: 'custom',
        DE: '2026-01-01',
        CAMPO_DATA: 'due',
        ESTADOS: ['late', 'expired'],
        URGENTE: true,
        BUSCA: 'bomba',
        ORDENAR: { field: 'due', direction: 'asc' },
        PAGE: 1,
        PAGE_SIZE: 50,
      }),
    );
    const search = new URLSearchParams(app.router.state.location.search);
    expect(Object.fromEntries(search)).toMatchObject({
      q: 'bomba',
      periodo: 'custom',
      de: '2026-01-01',
      data: 'due',
      urgente: '1',
    });
    expect(search.getAll('estado')).toEqual(['late', 'expired']);
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(app.router.state.location.search).toBe(''));
  }, 90_000);

  it('opens with the filters of its link, and a summary chip filters by its state (switching to the history)', async () => {
    const app = renderList('/tasks?estado=late&q=gerador&ordem=-title');
    await screen.findByText('Atividade 001');
    expect(screen.getByRole('searchbox', { name: 'Pesquisar' })).toHaveProperty('value', 'gerador');
    expect(listCalls(app)[0]).toMatchObject({
      ESTADOS: ['late'],
      BUSCA: 'gerador',
      ORDENAR: { field: 'title', direction: 'desc' },
    });
    const summary = screen.getByRole('list', { name: 'Resumo por estado' });
    expect(within(summary).getByRole('button', { name: 'Atrasada: 2' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await userEvent.click(within(summary).getByRole('button', { name: 'Finalizada: 3' }));
    await waitFor(() => expect(listCalls(app).at(-1)).toMatchObject({ ESTADOS: ['finished'], PAGE: 1 }));
    expect(screen.getByRole('tab', { name: 'Histórico' }).getAttribute('aria-selected')).toBe('true');
    expect(new URLSearchParams(app.router.state.location.search).get('tab')).toBe('history');
  }, 90_000);

  it('an empty "Atividades" tab whose summary counts finished tasks leads to them in the history', async () => {
    const app = renderApp({
      path: '/tasks',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: {
        ConsultarAtividadesFlowV2: (params) => {
          const history = JSON.stringify(params.ESTADOS ?? []).includes('finished');
          return {
            ITEMS: history ? [fakeTask(5, { state: 'finished' })] : [],
            TOTAL: history ? 1 : 0,
            RESUMO: { planned: 0, inProgress: 0, late: 0, expired: 0, finished: 1, cancelled: 0, deleted: 0 },
          };
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Ver 1 atividade no Histórico' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Histórico' }).getAttribute('aria-selected')).toBe('true'),
    );
    expect(new URLSearchParams(app.router.state.location.search).get('tab')).toBe('history');
    expect(await screen.findByText('Atividade 005')).toBeTruthy();
  }, 90_000);

  it('sorts by a clicked column header and groups with headings carrying the whole group count', async () => {
    const app = renderList();
    await screen.findByText('Atividade 001');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Título' }));
    await waitFor(() =>
      expect(listCalls(app).at(-1)).toMatchObject({ ORDENAR: { field: 'title', direction: 'asc' } }),
    );
    await user.click(screen.getByRole('button', { name: 'Título' }));
    await waitFor(() =>
      expect(listCalls(app).at(-1)).toMatchObject({ ORDENAR: { field: 'title', direction: 'desc' } }),
    );
    await user.click(screen.getByRole('button', { name: 'Responsável' }));
    await waitFor(() =>
      expect(listCalls(app).at(-1)).toMatchObject({ ORDENAR: { field: 'responsible', direction: 'asc' } }),
    );
    await user.selectOptions(screen.getByLabelText('Agrupar por'), 'Estado');
    await waitFor(() => expect(listCalls(app).at(-1)).toMatchObject({ GRUPO: 'state', PAGE: 1 }));
    expect(await screen.findByRole('rowheader', { name: 'Atrasada (2)' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Pendente (118)' })).toBeTruthy();
  }, 90_000);

  it('saves the column choice for the user under "tasks", on the server too', async () => {
    const app = renderList();
    await screen.findByText('Atividade 001');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Colunas' }));
    await user.click(screen.getByRole('checkbox', { name: 'Modelo' }));
    await user.click(screen.getByRole('checkbox', { name: 'Unidade' }));
    await user.click(screen.getByRole('button', { name: 'Subir Prazo' }));
    const chosen = {
      order: ['title', 'state', 'responsible', 'form', 'client', 'unit', 'due', 'start', 'deadline'],
      hidden: ['form'],
    };
    await waitFor(() =>
      expect(app.calls.filter((c) => c.name === 'SaveListColumns').at(-1)?.params).toMatchObject({
        ENTITY: 'tasks',
        COLUMNS: chosen,
      }),
    );
    expect(JSON.parse(localStorage.getItem('campo.entityColumns.tasks.2') ?? '{}')).toMatchObject(chosen);
    await user.keyboard('{Escape}');
    const headers = within(screen.getByRole('table', { name: 'Atividades' }))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      '',
      'Título',
      'Estado',
      'Responsável',
      'Cliente',
      'Unidade',
      'Prazo',
      'Início',
      'Prazo restante',
    ]);
  }, 90_000);

  it("reads the columns saved on the server with the user's customization", async () => {
    renderApp({
      path: '/tasks',
      user: {
        ...fixtureUser,
        userCustomization: JSON.stringify({
          listColumns: {
            tasks: {
              order: ['title', 'due', 'state'],
              hidden: ['responsible', 'form', 'client', 'start'],
              savedAt: 5,
            },
          },
        }),
      },
      functionalities: allFunctionalities,
      handlers: { ConsultarAtividadesFlowV2: fakeTaskList(3) },
    });
    await screen.findByText('Atividade 001');
    const headers = within(screen.getByRole('table', { name: 'Atividades' }))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['', 'Título', 'Prazo', 'Estado', 'Unidade', 'Prazo restante']);
  });

  it('the map tab puts the located tasks under the filters on the map, each linking to its page', async () => {
    const app = renderApp({
      path: '/tasks?tab=map&estado=late',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: {
        ConsultarAtividadesFlowV2: () => ({
          ITEMS: [
            fakeTask(7, { state: 'late', latitude: -8.05, longitude: -34.88 }),
            fakeTask(9, { state: 'late', latitude: -3.12, longitude: -60.02 }),
          ],
          TOTAL: 2,
          RESUMO: { planned: 0, inProgress: 0, late: 2, expired: 0, finished: 0, cancelled: 0, deleted: 0 },
        }),
        ConsultarConfiguracaoMapa: () => ({
          TILE_URL: 'https://tiles.test/{z}/{x}/{y}.png',
          ATTRIBUTION: '',
        }),
      },
    });
    const map = await screen.findByRole('region', { name: 'Mapa das atividades' });
    expect(listCalls(app)[0]).toMatchObject({
      ESTADOS: ['late'],
      COM_LOCALIZACAO: true,
      PAGE: 1,
      PAGE_SIZE: 200,
    });
    await waitFor(() => expect(map.querySelectorAll('.leaflet-marker-icon')).toHaveLength(2));
    expect(screen.getByText('2 atividades no mapa; as sem endereço localizado não aparecem.')).toBeTruthy();
    fireEvent.click(map.querySelectorAll('.leaflet-marker-icon')[1]!);
    const link = await waitFor(() => {
      const a = map.querySelector<HTMLAnchorElement>('.leaflet-popup a');
      expect(a?.textContent).toBe('Abrir atividade');
      return a!;
    });
    expect(map.querySelector('.leaflet-popup')?.textContent).toContain('Atrasada · Otávio Operador');
    fireEvent.click(link);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/task/view/9'));
  }, 90_000);
});
