import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorEnvelope } from '../../../runtime/protocol/envelope';
import { allFunctionalities } from '../../testing/allFunctionalities';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';
import { fakeTaskList } from './taskListFixtures';

const handlers = {
  ConsultarAtividadesFlowV2: fakeTaskList(5),
  AlterarAtividades: () => ({ ALTERADAS: 2 }),
  ExcluirAtividades: () => ({ EXCLUIDAS: 2 }),
  ListarColaboradores: () => ({
    COLABORADORES: [
      { id: 5, name: 'Otávio', surname: 'Operador' },
      { id: 6, name: 'Sara', surname: 'Supervisora' },
    ],
  }),
  ListEntities: () => ({ ITEMS: [{ id: 40, version: 1, title: 'Equipe Norte' }], TOTAL: 1 }),
};

function renderList(overrides: Record<string, (p: Record<string, unknown>) => unknown> = {}) {
  return renderApp({
    path: '/tasks',
    user: fixtureUser,
    functionalities: allFunctionalities,
    handlers: { ...handlers, ...overrides } as never,
  });
}

const calls = (app: ReturnType<typeof renderApp>, name: string) =>
  app.calls.filter((c) => c.name === name).map((c) => c.params);

async function selectTwo(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByText('Atividade 001');
  await user.click(screen.getByRole('checkbox', { name: 'Selecionar Atividade 001' }));
  await user.click(screen.getByRole('checkbox', { name: 'Selecionar Atividade 002' }));
  return screen.getByRole('toolbar', { name: 'Ações nas atividades selecionadas' });
}

describe('task list mass actions', () => {
  it('deletes the selected tasks only once the exact phrase and the password are typed', async () => {
    const app = renderList();
    const user = userEvent.setup();
    const toolbar = await selectTwo(user);
    expect(within(toolbar).getByText('2 selecionadas')).toBeTruthy();
    await user.click(within(toolbar).getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir atividades' });
    expect(dialog.textContent).toContain('excluir 2 atividades');
    const confirm = within(dialog).getByRole('button', { name: 'Excluir' });
    await user.type(within(dialog).getByLabelText('Frase de confirmação'), 'excluir 1 atividade');
    await user.type(within(dialog).getByLabelText('Sua senha'), 'Campo@2026');
    expect(confirm).toHaveProperty('disabled', true);
    await user.clear(within(dialog).getByLabelText('Frase de confirmação'));
    await user.type(within(dialog).getByLabelText('Frase de confirmação'), 'Excluir 2 atividades');
    expect(confirm).toHaveProperty('disabled', false);
    await user.click(confirm);
    await waitFor(() =>
      expect(calls(app, 'ExcluirAtividades')).toEqual([
        { IDS: [1, 2], FRASE: 'Excluir 2 atividades', SENHA: 'Campo@2026' },
      ]),
    );
    expect(await screen.findByText('2 atividades excluídas')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list is read again from its first page and the selection is gone.
    await waitFor(() => expect(calls(app, 'ConsultarAtividadesFlowV2')).toHaveLength(2));
    expect(screen.queryByRole('toolbar', { name: 'Ações nas atividades selecionadas' })).toBeNull();
  }, 60_000);

  it('keeps the dialog open with the server message when the password is wrong', async () => {
    renderList({
      ExcluirAtividades: () => errorEnvelope('WRONG_PASSWORD', 'Senha incorreta'),
    });
    const user = userEvent.setup();
    await screen.findByText('Atividade 001');
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Atividade 001' }));
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir atividades' });
    expect(dialog.textContent).toContain('excluir 1 atividade');
    await user.type(within(dialog).getByLabelText('Frase de confirmação'), 'excluir 1 atividade');
    await user.type(within(dialog).getByLabelText('Sua senha'), 'errada');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Senha incorreta')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Excluir atividades' })).toBeTruthy();
  }, 60_000);

  it('mass-edits only the fields filled in, and changes the responsible alone', async () => {
    const app = renderList();
    const user = userEvent.setup();
    const toolbar = await selectTwo(user);
    await user.click(within(toolbar).getByRole('button', { name: 'Editar em massa' }));
    let dialog = await screen.findByRole('dialog', { name: 'Editar 2 atividades' });
    const save = within(dialog).getByRole('button', { name: 'Salvar alterações' });
    expect(save).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByLabelText('Nova data do prazo'), '2027-01-15');
    await user.type(within(dialog).getByLabelText('Hora do prazo'), '17:30');
    await user.selectOptions(within(dialog).getByLabelText('Urgente'), 'Sim');
    await user.selectOptions(within(dialog).getByLabelText('Encerrar após o prazo'), 'Não');
    await user.click(save);
    await waitFor(() =>
      expect(calls(app, 'AlterarAtividades')).toEqual([
        {
          IDS: [1, 2],
          FUSO: expect.any(Number),
          ALTERACOES: { dueDate: '2027-01-15', dueHour: '17:30', urgent: true, closeAfterDue: false },
        },
      ]),
    );
    expect(await screen.findByText('2 atividades alteradas')).toBeTruthy();

    const again = await selectTwo(user);
    await user.click(within(again).getByRole('button', { name: 'Alterar responsável' }));
    dialog = await screen.findByRole('dialog', { name: 'Alterar o responsável de 2 atividades' });
    expect(within(dialog).queryByLabelText('Nova data do prazo')).toBeNull();
    await user.click(within(dialog).getByRole('combobox', { name: /Novo responsável/ }));
    await user.click(await screen.findByRole('option', { name: 'Equipe Norte' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() =>
      expect(calls(app, 'AlterarAtividades').at(-1)).toEqual({
        IDS: [1, 2],
        FUSO: expect.any(Number),
        ALTERACOES: { responsible: { kind: 'squad', id: 40 } },
      }),
    );
  }, 60_000);

  it('lets a user without the employee pages (an operator) give tasks to a person', async () => {
    const app = renderApp({
      path: '/tasks',
      user: { ...fixtureUser, isCompanyAdmin: false },
      functionalities: { ...allFunctionalities, EMPLOYEE: 'DISABLE', WORK_GROUP: 'DISABLE' },
      handlers: {
        ...handlers,
        ListEntities: (p: Record<string, unknown>) =>
          p.ENTITY === 'employee'
            ? { ITEMS: [{ id: 5, version: 1, name: 'Otávio Operador' }], TOTAL: 1 }
            : { ITEMS: [], TOTAL: 0 },
      } as never,
    });
    const user = userEvent.setup();
    const toolbar = await selectTwo(user);
    await user.click(within(toolbar).getByRole('button', { name: 'Alterar responsável' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alterar o responsável de 2 atividades' });
    await user.type(within(dialog).getByRole('combobox', { name: /Novo responsável/ }), 'Otá');
    await user.click(await screen.findByRole('option', { name: 'Otávio Operador' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() =>
      expect(calls(app, 'AlterarAtividades').at(-1)).toMatchObject({
        ALTERACOES: { responsible: { kind: 'employee', id: 5 } },
      }),
    );
    expect(calls(app, 'ListEntities').every((c) => c.ENTITY === 'employee')).toBe(true);
  }, 60_000);

  it('gives viewers (TASK VIEW) downloads of what they select, but no mass changes nor create links', async () => {
    renderApp({
      path: '/tasks',
      user: { ...fixtureUser, isCompanyAdmin: false, isViewer: true },
      functionalities: { ...allFunctionalities, TASK: 'VIEW' },
      handlers,
    });
    await screen.findByText('Atividade 001');
    expect(screen.getByRole('button', { name: /Baixar/ })).toHaveProperty('disabled', true);
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Selecionar Atividade 001' }));
    const toolbar = await screen.findByRole('toolbar');
    expect(within(toolbar).getByRole('button', { name: /Baixar/ })).toHaveProperty('disabled', false);
    expect(within(toolbar).queryByRole('button', { name: /Excluir/ })).toBeNull();
    expect(within(toolbar).queryByRole('button', { name: /Editar em massa/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Nova atividade' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Criar várias' })).toBeNull();
  });

  it('lists the recurrent templates; "Parar" stops one after a confirmation', async () => {
    const app = renderApp({
      path: '/tasks?tab=recurrent',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: {
        ConsultarAtividadesRecorrentes: () => ({
          ITEMS: [
            {
              id: 8,
              version: 1,
              title: 'Ronda semanal',
              formId: 3,
              formName: 'Checklist',
              responsible: { kind: 'employee', id: 5, code: null, name: 'Otávio Operador' },
              recurrenceType: 'weekly',
              weekdays: [1, 4],
              monthDay: null,
              yearDate: null,
              periodType: null,
              customInterval: null,
              expiryDays: 2,
              baseDate: '2026-11-02',
              startHour: '08:00',
              dueHour: '18:00',
              active: true,
              generatedUntil: '2026-12-03',
            },
          ],
          TOTAL: 1,
        }),
        ExcluirAtividadeRecorrente: () => ({ ID: 8 }),
      },
    });
    expect(await screen.findByRole('link', { name: 'Ronda semanal' })).toHaveProperty(
      'href',
      expect.stringMatching(/\/task\/details\/8\/1$/),
    );
    expect(screen.getByText('Semanal: seg, qui · prazo de 2 dias')).toBeTruthy();
    expect(
      screen.getByText(/Checklist · Otávio Operador · desde 02\/11\/2026 · geradas até 03\/12\/2026/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Editar Ronda semanal' }).getAttribute('href')).toBe(
      '/task/edit/8/1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Parar Ronda semanal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Parar atividade recorrente' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Parar' }));
    await waitFor(() => expect(calls(app, 'ExcluirAtividadeRecorrente')).toEqual([{ ID: 8 }]));
    await waitFor(() => expect(calls(app, 'ConsultarAtividadesRecorrentes')).toHaveLength(2));
  }, 60_000);
});
