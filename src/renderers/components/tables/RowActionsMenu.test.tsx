import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allFunctionalities } from '../../testing/allFunctionalities';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';
import { renderWithRuntime } from '../../testing/renderWithRuntime';
import { setViewportWidth } from '../../testing/setViewportWidth';
import { RecordTable } from '../crud/RecordTable';

const employee = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  personId: id * 10,
  name,
  surname: 'Silva',
  phone: '(11) 99999-0000',
  email: `${name.toLowerCase()}@demo.campo`,
  roleId: 160,
  role: 'Operador',
  isActive: true,
  isShared: false,
  isOwner: false,
  lastLogin: null,
  online: false,
  ...extra,
});

/** The row (DataGrid or table) that holds a text. */
const rowOf = (text: string) => screen.getByText(text).closest('[role="row"], tr') as HTMLElement;

describe('at 360 px every list keeps its row actions in one "Ações" menu per row', () => {
  let restore: () => void;
  beforeEach(() => (restore = setViewportWidth(360)));
  afterEach(() => restore());

  it('RecordTable: the buttons fold into a menu that runs them, from the keyboard too', async () => {
    const remove = vi.fn();
    renderWithRuntime(
      <MemoryRouter>
        <RecordTable
          label="Convites"
          rows={[{ id: 1, name: 'Ana' }]}
          columns={[{ header: 'Nome', cell: (r) => r.name }]}
          actionsHeader="Ações"
          rowName={(r) => r.name}
          actions={() => [
            { label: 'Reenviar', to: '/x' },
            { label: 'Excluir', danger: true, onClick: remove },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button', { name: 'Excluir' })).toBeNull();
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Ações de Ana' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Reenviar' }).getAttribute('href')).toBe('/x');
    await user.click(within(menu).getByRole('menuitem', { name: 'Excluir' }));
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it('employees grid: the menu is the first cell and (de)activates the employee', async () => {
    const app = renderApp({
      path: '/employees',
      user: fixtureUser,
      functionalities: { EMPLOYEE: 'EDIT' },
      handlers: {
        ListarColaboradores: () => ({
          COLABORADORES: [
            employee(5, 'Otávio'),
            employee(7, 'Equipe Rotativa', { isShared: true, role: null }),
          ],
        }),
        AlterarStatusColaborador: () => ({}),
      },
    });
    await screen.findByText('otávio@demo.campo');
    const row = rowOf('otávio@demo.campo');
    expect(row.querySelector('[role="gridcell"]')?.getAttribute('data-field')).toBe('actions');
    // Not clipped: the grid grows with its page of rows instead of a fixed box showing a few of them.
    expect(document.querySelector('.MuiDataGrid-root')?.classList.contains('MuiDataGrid-autoHeight')).toBe(
      true,
    );
    expect(within(rowOf('equipe rotativa@demo.campo')).getByText('Usuário rotativo')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Ações de Otávio' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Editar Otávio' }).getAttribute('href')).toBe(
      '/employee/edit/5',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Desativar' }));
    await waitFor(() =>
      expect(app.calls.find((c) => c.name === 'AlterarStatusColaborador')?.params).toEqual({
        ID: 5,
        ATIVO: false,
      }),
    );
  });

  it('entity list: the menu edits or deletes without opening the row', async () => {
    const app = renderApp({
      path: '/clients',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: {
        ListEntities: () => ({ ITEMS: [{ id: 3, version: 1, name: 'Cliente 03' }], TOTAL: 1 }),
        DeleteEntity: () => ({}),
        SaveListColumns: () => ({}),
      },
    });
    await screen.findByText('Cliente 03');
    const user = userEvent.setup();
    await user.click(within(rowOf('Cliente 03')).getByRole('button', { name: 'Ações de Cliente 03' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Editar' }).getAttribute('href')).toBe(
      '/client/edit/3',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Excluir' }));
    expect(await screen.findByRole('dialog', { name: 'Excluir registro' })).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/clients');
  });
});
