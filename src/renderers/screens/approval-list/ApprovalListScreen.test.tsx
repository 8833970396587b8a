import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allFunctionalities } from '../../testing/allFunctionalities';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

const item = (id: number, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  version: 3,
  title,
  formId: 7,
  formName: 'Checklist de manutenção',
  documentId: 30 + id,
  responsible: { kind: 'employee', id: 40, code: null, name: 'Otávio Operador' },
  dueAt: '2026-11-30T21:00:00.000Z',
  finishedAt: '2026-11-21T13:00:00.000Z',
  urgent: false,
  fillDistanceMeters: null,
  outOfAreaJustification: null,
  ...extra,
});

describe('approval list (/approval)', () => {
  it('lists the tasks waiting for approval; disapproving needs the justification, approving is confirmed', async () => {
    let pending = [
      item(1, 'Troca de filtro', { fillDistanceMeters: 35 }),
      item(2, 'Revisão do gerador', {
        urgent: true,
        fillDistanceMeters: 870,
        outOfAreaJustification: 'Portão trancado',
      }),
    ];
    const app = renderApp({
      path: '/approval',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: {
        ConsultarAprovacoes: () => ({ ITEMS: pending, TOTAL: pending.length }),
        ReprovarAtividade: (params) => (
          (pending = pending.filter((p) => p.id !== params.ID)),
          { ID: params.ID, VERSAO: 4 }
        ),
        AprovarAtividade: (params) => (
          (pending = pending.filter((p) => p.id !== params.ID)),
          { ID: params.ID, VERSAO: 4 }
        ),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Aprovação de atividades' })).toBeTruthy();
    expect(await screen.findByText('2 atividades aguardando aprovação')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Aprovação de atividades' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'Troca de filtro' }).getAttribute('href')).toBe(
      '/task/view/1',
    );
    expect(within(first!).getAllByText('Otávio Operador')).toHaveLength(1);
    expect(within(first!).getByText('Checklist de manutenção')).toBeTruthy();
    expect(within(first!).getByText('A 35 m do endereço')).toBeTruthy();
    expect(within(second!).getByText('Urgente')).toBeTruthy();
    expect(within(second!).getByText('A 870 m do endereço')).toBeTruthy();
    expect(within(second!).getByText('Portão trancado')).toBeTruthy();
    expect(
      within(second!).getByRole('link', { name: 'Conversa de Revisão do gerador' }).getAttribute('href'),
    ).toBe('/approval/chat/2');
    expect(within(second!).getByRole('link', { name: 'Ver Revisão do gerador' }).getAttribute('href')).toBe(
      '/task/view/2',
    );

    fireEvent.click(within(second!).getByRole('button', { name: 'Reprovar' }));
    const refuse = await screen.findByRole('dialog', { name: 'Reprovar atividade' });
    fireEvent.click(within(refuse).getByRole('button', { name: 'Reprovar' }));
    expect(within(refuse).getByText('Justificação necessária.')).toBeTruthy();
    expect(app.calls.some((c) => c.name === 'ReprovarAtividade')).toBe(false);
    fireEvent.change(within(refuse).getByLabelText(/Justificativa/), {
      target: { value: 'Refazer a foto do painel' },
    });
    fireEvent.click(within(refuse).getByRole('button', { name: 'Reprovar' }));
    expect(await screen.findByText('1 atividade aguardando aprovação')).toBeTruthy();
    expect(app.calls.find((c) => c.name === 'ReprovarAtividade')?.params).toEqual({
      ID: 2,
      JUSTIFICATIVA: 'Refazer a foto do painel',
    });

    // The list answers before the dialog's closing transition ends; until then the page is aria-hidden.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reprovar atividade' })).toBeNull());
    fireEvent.click(await screen.findByRole('button', { name: 'Aprovar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Aprovar atividade?' });
    expect(within(confirm).getByText('Você vai aprovar "Troca de filtro".')).toBeTruthy();
    expect(within(confirm).getByText(/não pode ser desfeita/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Aprovar definitivamente' }));
    expect(await screen.findByText('Nenhuma atividade aguardando aprovação.')).toBeTruthy();
    expect(app.calls.find((c) => c.name === 'AprovarAtividade')?.params).toEqual({ ID: 1 });
  });

  it('a viewer of approvals sees the list without the decisions; pages of 20', async () => {
    const items = Array.from({ length: 20 }, (_, i) => item(i + 1, `Tarefa ${i + 1}`));
    const app = renderApp({
      path: '/approval',
      user: { ...fixtureUser, isCompanyAdmin: false, isCompanyOwner: false, personId: 99 },
      functionalities: { ...allFunctionalities, TASK_APPROVAL: 'VIEW' },
      handlers: {
        ConsultarAprovacoes: (params) => ({
          ITEMS: params.PAGE === 1 ? items : [item(21, 'Tarefa 21')],
          TOTAL: 21,
        }),
      },
    });
    expect(await screen.findByText('Tarefa 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Aprovar' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(await screen.findByText('Tarefa 21')).toBeTruthy();
    await waitFor(() =>
      expect(app.calls.filter((c) => c.name === 'ConsultarAprovacoes').map((c) => c.params)).toEqual([
        { PAGE: 1, PAGE_SIZE: 20 },
        { PAGE: 2, PAGE_SIZE: 20 },
      ]),
    );
  });
});
