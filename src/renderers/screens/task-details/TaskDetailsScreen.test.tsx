import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allFunctionalities } from '../../testing/allFunctionalities';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

const OPTIONS = {
  MODELOS: [{ id: 3, name: 'Checklist de segurança' }],
  PASTAS: [],
  OPCOES_ACESSO: {
    roles: [{ id: 159, name: 'Supervisor' }],
    squads: [{ id: 40, name: 'Equipe Norte' }],
    employees: [],
  },
};

const NAMES: Record<string, string> = {
  employee: 'Otávio Operador',
  client: 'Padaria Aurora',
  unit: 'Loja Centro',
};

const common = {
  ListarModelos: () => OPTIONS,
  GetEntity: (p: Record<string, unknown>) => {
    const entity = String(p.ENTITY);
    return { ITEM: { id: p.ID, name: NAMES[entity], title: NAMES[entity] }, VERSION: 1 };
  },
  ConsultarAtividadesFlowV2: () => ({ ITEMS: [{ id: 2, title: 'Liberar acesso' }], TOTAL: 1 }),
};

const task = {
  id: 8,
  version: 2,
  title: 'Inspeção do galpão',
  formId: 3,
  responsible: { kind: 'employee', id: 12 },
  startDate: '2030-01-03',
  startHour: '08:00',
  dueDate: '2030-01-05',
  dueHour: '18:00',
  clientId: 70,
  unitId: 71,
  assetId: null,
  address: { street: 'Rua da Aurora', number: '100', city: 'Recife', latitude: -8.06, longitude: -34.88 },
  instructions: 'Levar EPI.',
  urgent: true,
  notifyEmails: ['gestor@demo.campo'],
  prerequisites: [2],
  useOrigin: { clientId: true },
  fillInLocation: true,
  proximityMeters: 150,
  needsApproval: true,
  approvalGroupId: 159,
  status: 'planned',
  state: 'planned',
  doneLabel: null,
  approval: 'pending',
};

describe('task details (/task/details/:id/:recurrent)', () => {
  it('shows every field of a task by name, its state, and Editar / Ver for an editor', async () => {
    const app = renderApp({
      path: '/task/details/8/0',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: { ...common, ConsultarAtividade: () => ({ ATIVIDADE: task, HISTORICO: [] }) },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Inspeção do galpão' })).toBeTruthy();
    expect(screen.getByText('Pendente')).toBeTruthy();
    // Needs approval but waits to be filled: nothing is pending for an approver yet.
    expect(screen.queryByText('Aprovação pendente')).toBeNull();
    const value = (label: string) =>
      screen.getAllByText(label).find((el) => el.tagName === 'DT')?.nextElementSibling?.textContent;
    await waitFor(() => expect(value('Responsável')).toBe('Otávio Operador'));
    expect(value('Modelo')).toBe('Checklist de segurança');
    expect(value('Data de início')).toBe('03/01/2030 às 08:00');
    expect(value('Prazo')).toBe('05/01/2030 às 18:00');
    await waitFor(() => expect(value('Cliente')).toBe('Padaria Aurora'));
    expect(value('Unidade')).toBe('Loja Centro');
    expect(value('Endereço')).toBe('Rua da Aurora, 100, Recife');
    expect(value('Proximidade (metros)')).toBe('150');
    expect(value('Grupo de aprovação')).toBe('Cargo (grupo de permissão): Supervisor');
    expect(value('Usar valor da origem')).toBe('Cliente');
    expect(value('Urgente')).toBe('Sim');
    await waitFor(() => expect(value('Pré-requisitos')).toBe('#2 Liberar acesso'));
    expect(screen.getByRole('link', { name: 'Ver' }).getAttribute('href')).toBe('/task/view/8');
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Editar' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/task/edit/8/0'));
  });

  it('offers no Editar to a user who only views tasks', async () => {
    renderApp({
      path: '/task/details/8/0',
      user: { ...fixtureUser, isCompanyAdmin: false, isViewer: true },
      functionalities: { ...allFunctionalities, TASK: 'VIEW' },
      handlers: { ...common, ConsultarAtividade: () => ({ ATIVIDADE: task, HISTORICO: [] }) },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Inspeção do galpão' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Editar' })).toBeNull();
  });

  it('words a recurrent rule, lists its occurrences and stops it after a confirmation', async () => {
    let active = true;
    const app = renderApp({
      path: '/task/details/5/1',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: {
        ...common,
        ConsultarAtividadeRecorrente: () => ({
          RECORRENTE: {
            id: 5,
            version: 1,
            active,
            generatedUntil: '2030-02-03',
            utcOffset: -180,
            ATIVIDADE: { ...task, dueDate: undefined, prerequisites: undefined, dueHour: '17:00' },
            RECORRENCIA: {
              recurrenceType: 'weekly',
              weekdays: [4, 1],
              baseDate: '2030-01-01',
              expiryDays: 2,
            },
          },
          OCORRENCIAS: [
            { id: 32, date: '2030-01-07', status: 'planned' },
            { id: 31, date: '2030-01-03', status: 'finished' },
          ],
        }),
        ExcluirAtividadeRecorrente: () => {
          active = false;
          return { ID: 5 };
        },
      },
    });
    expect(await screen.findByText('Toda semana: segunda, quinta')).toBeTruthy();
    expect(screen.getByText('Cada ocorrência vence 2 dias após o início, às 17:00')).toBeTruthy();
    expect(screen.getByText('Recorrente')).toBeTruthy();
    const occurrences = screen.getByRole('list', { name: 'Ocorrências geradas' });
    expect(
      within(occurrences)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['07/01/2030 Pendente', '03/01/2030 Finalizada']);
    expect(within(occurrences).getByRole('link', { name: '03/01/2030' }).getAttribute('href')).toBe(
      '/task/view/31',
    );
    expect(screen.queryByRole('link', { name: 'Ver' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Editar' }).getAttribute('href')).toBe('/task/edit/5/1');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Parar recorrência' }));
    const dialog = await screen.findByRole('dialog', { name: 'Parar recorrência' });
    expect(within(dialog).getByText(/Parar a recorrência de "Inspeção do galpão"\?/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Parar recorrência' }));
    expect(await screen.findByText('Recorrência parada')).toBeTruthy();
    expect(app.calls.filter((c) => c.name === 'ExcluirAtividadeRecorrente')).toEqual([
      { name: 'ExcluirAtividadeRecorrente', params: { ID: 5 } },
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Parar recorrência' })).toBeNull());
    expect(screen.queryByRole('link', { name: 'Editar' })).toBeNull();
  });
});
