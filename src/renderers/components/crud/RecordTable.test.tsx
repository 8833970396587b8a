import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '../../testing/renderWithRuntime';
import type { RecordAction } from './RecordAction';
import { RecordTable } from './RecordTable';

interface Row {
  id: number;
  name: string;
}

const columns = [
  { header: 'Nome', cell: (row: Row) => row.name },
  { header: 'Código', cell: (row: Row) => `C${row.id}`, hideBelow: 'sm' as const },
];

function show(rows: Row[] | undefined, actions?: (row: Row) => RecordAction[]) {
  return renderWithRuntime(
    <MemoryRouter>
      <RecordTable
        label="Coisas"
        rows={rows}
        columns={columns}
        empty="Nada aqui"
        actionsHeader="Ações"
        actions={actions}
      />
    </MemoryRouter>,
  );
}

describe('RecordTable', () => {
  it('shows a spinner until the rows arrive, then the empty message when there are none', () => {
    const view = show(undefined);
    expect(screen.getByLabelText('Carregando…')).toBeTruthy();
    view.unmount();
    show([]);
    expect(screen.getByText('Nada aqui')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists the rows under their headers, without an actions column when there are no actions', () => {
    show([{ id: 1, name: 'Primeira' }]);
    const table = screen.getByRole('table', { name: 'Coisas' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Nome', 'Código']);
    expect(within(table).getByRole('cell', { name: 'Primeira' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'C1' })).toBeTruthy();
  });

  it('gives each row its buttons: a click, a link, a disabled one, each with its own name', async () => {
    const remove = vi.fn();
    show([{ id: 7, name: 'Sete' }], (row) => [
      { label: 'Abrir', to: `/coisa/${row.id}` },
      { label: 'Excluir', ariaLabel: `Excluir ${row.name}`, danger: true, onClick: () => remove(row.id) },
      { label: 'Reenviar', disabled: true },
    ]);
    expect(screen.getByRole('columnheader', { name: 'Ações' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Abrir' }).getAttribute('href')).toBe('/coisa/7');
    expect((screen.getByRole('button', { name: 'Reenviar' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Excluir Sete' }));
    expect(remove).toHaveBeenCalledWith(7);
  });
});
