import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allFunctionalities } from '../../testing/allFunctionalities';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';
import { taskFixture, taskPageHandlers } from '../../testing/taskFixtures';

const plannedTask = taskFixture();
const model = { name: 'Quadro elétrico', groups: [] };

const handlersFor = (task: () => Record<string, unknown>, history: () => unknown[]) =>
  taskPageHandlers({ task, history, model });

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
