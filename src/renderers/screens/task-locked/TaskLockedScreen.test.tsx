import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allFunctionalities } from '../../testing/allFunctionalities';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

/** ConsultarAtividade's answer for a task (only what the locked page reads). */
function task(id: number, extra: Record<string, unknown>) {
  return {
    ATIVIDADE: {
      id,
      title: `Tarefa ${id}`,
      formId: 7,
      responsible: { kind: 'employee', id: fixtureUser.id },
      startDate: '2026-11-20',
      startAt: '2026-11-20T11:00:00.000Z',
      prerequisites: [],
      hideBeforeStart: false,
      status: 'planned',
      state: 'planned',
      doneLabel: null,
      ...extra,
    },
    HISTORICO: [],
  };
}

describe('locked task (/locked)', () => {
  it('says when a hidden task starts and lists the prerequisites with their states and links', async () => {
    const start = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const answers: Record<number, ReturnType<typeof task>> = {
      5: task(5, { title: 'Pintura da sala', hideBeforeStart: true, startAt: start, prerequisites: [3, 4] }),
      3: task(3, { title: 'Reboco da parede', status: 'in_progress', state: 'inProgress' }),
      4: task(4, { title: 'Limpeza do piso', status: 'finished', state: 'finished', doneLabel: 'late' }),
    };
    renderApp({
      path: '/locked?task=5',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: { ConsultarAtividade: (params) => answers[Number(params.ID)]! },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Atividade bloqueada' })).toBeTruthy();
    expect(screen.getByText('Pintura da sala')).toBeTruthy();
    expect(screen.getByText('Esta atividade ainda não pode ser preenchida')).toBeTruthy();
    expect(screen.getByText(/^Ela começa em .+ e poderá ser preenchida a partir de então\.$/)).toBeTruthy();
    expect(screen.getByText('Finalize antes as atividades das quais esta depende:')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reboco da parede' }).getAttribute('href')).toBe('/task/view/3');
    expect(screen.getByText('Em andamento')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Limpeza do piso' }).getAttribute('href')).toBe('/task/view/4');
    expect(screen.getByText('Finalizada · Entregue com atraso')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para a lista' }).getAttribute('href')).toBe('/tasks');
    expect(screen.getByRole('link', { name: 'Ver atividade' }).getAttribute('href')).toBe('/task/view/5');
    expect(screen.queryByRole('link', { name: 'Preencher' })).toBeNull();
  });

  it('without a task, explains and leads back to the list', async () => {
    renderApp({ path: '/locked', user: fixtureUser, functionalities: allFunctionalities });
    expect(await screen.findByText('Esta atividade ainda não pode ser preenchida.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para a lista' }).getAttribute('href')).toBe('/tasks');
  });
});
