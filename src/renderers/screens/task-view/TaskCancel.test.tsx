import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allFunctionalities } from '../../testing/allFunctionalities';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

const plannedTask = {
  id: 5,
  version: 4,
  title: 'Troca do quadro',
  formId: 7,
  responsible: { kind: 'employee', id: fixtureUser.id },
  startDate: '2026-11-20',
  startHour: '08:00',
  dueDate: '2026-11-30',
  dueHour: '18:00',
  startAt: '2026-11-20T11:00:00.000Z',
  dueAt: '2026-11-30T21:00:00.000Z',
  prerequisites: [],
  needsApproval: false,
  approval: null,
  urgent: false,
  status: 'planned',
  documentId: null,
  startedAt: null,
  finishedAt: null,
  createdAt: '2026-11-19T10:00:00.000Z',
  updatedAt: '2026-11-19T10:00:00.000Z',
  state: 'planned',
  doneLabel: null,
  card: 'todo',
};

const handlersFor = (task: () => Record<string, unknown>, history: () => unknown[]) => ({
  ConsultarAtividade: () => ({ ATIVIDADE: task(), HISTORICO: history() }),
  ConsultarModeloDocumento: () => ({
    MODELO: { id: 7, version: 1, model: { name: 'Quadro elétrico', groups: [] } },
  }),
  GetEntity: (params: Record<string, unknown>) => ({
    ITEM: { id: params.ID, name: 'Maria Dona' },
    VERSION: 1,
  }),
});

describe('cancelling and closing a task on its page', () => {
  it('cancels after the confirmation and shows the cancelled state and its history row', async () => {
    let status = 'planned';
    const app = renderApp({
      path: '/task/view/5?tab=history',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: {
        ...handlersFor(
          () => ({ ...plannedTask, status, state: status, version: status === 'cancelled' ? 5 : 4 }),
          () =>
            status === 'cancelled'
              ? [
                  {
                    at: '2026-11-21T13:00:00.000Z',
                    userId: fixtureUser.id,
                    userName: 'Maria Dona',
                    changes: { status: { from: 'planned', to: 'cancelled' } },
                  },
                ]
              : [],
        ),
        CancelarAtividade: () => ((status = 'cancelled'), { ID: 5, VERSAO: 5 }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar atividade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar atividade' });
    expect(within(dialog).getByText(/A atividade "Troca do quadro" será cancelada/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar atividade' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Resumo da atividade' })).getByText('Cancelada'),
      ).toBeTruthy(),
    );
    expect(app.calls.filter((c) => c.name === 'CancelarAtividade').map((c) => c.params)).toEqual([
      { ID: 5, VERSAO: 4 },
    ]);
    const history = await screen.findByRole('list', { name: 'Histórico de edição' });
    expect(within(history).getByText('Situação').parentElement!.textContent).toBe(
      'Situação: Pendente → Cancelada',
    );
    // Closed: nothing to fill, edit or cancel any more.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancelar atividade' })).toBeNull());
    expect(screen.queryByRole('link', { name: 'Preencher' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Editar' })).toBeNull();
  });

  it('keeps the task when the dialog is left', async () => {
    const app = renderApp({
      path: '/task/view/5',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: handlersFor(
        () => plannedTask,
        () => [],
      ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar atividade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar atividade' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.calls.some((c) => c.name === 'CancelarAtividade')).toBe(false);
  });

  it('a user who only views the activities is not offered to cancel', async () => {
    renderApp({
      path: '/task/view/5',
      user: fixtureUser,
      functionalities: { ...allFunctionalities, TASK: 'VIEW' },
      handlers: handlersFor(
        () => plannedTask,
        () => [],
      ),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Troca do quadro' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancelar atividade' })).toBeNull();
  });

  it('a task closed after its due date says so and offers no filling', async () => {
    renderApp({
      path: '/task/view/5',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: handlersFor(
        () => ({ ...plannedTask, state: 'expired', closeAfterDue: true }),
        () => [],
      ),
    });
    expect(
      await screen.findByText('O prazo desta atividade venceu e ela foi fechada para preenchimento.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Preencher' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancelar atividade' })).toBeTruthy();
  });
});
