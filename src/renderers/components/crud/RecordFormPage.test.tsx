import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '../../testing/renderWithRuntime';
import { RecordFormPage } from './RecordFormPage';

function show(
  busy: boolean,
  onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault()),
) {
  renderWithRuntime(
    <MemoryRouter>
      <RecordFormPage title="Novo item" listPath="/itens" onSubmit={onSubmit} busy={busy}>
        <input aria-label="Nome" />
      </RecordFormPage>
    </MemoryRouter>,
  );
  return onSubmit;
}

describe('RecordFormPage', () => {
  it('titles the page and leads back and cancel to the list', () => {
    show(false);
    expect(screen.getByRole('heading', { level: 1, name: 'Novo item' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar' }).getAttribute('href')).toBe('/itens');
    expect(screen.getByRole('link', { name: 'Cancelar' }).getAttribute('href')).toBe('/itens');
    expect(screen.getByLabelText('Nome')).toBeTruthy();
  });

  it('saves on submit', async () => {
    const onSubmit = show(false);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('turns save off while busy', () => {
    show(true);
    expect((screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
