import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormCard } from './FormCard';

describe('FormCard', () => {
  it('is a section named by its title, with the hint under it', () => {
    render(
      <FormCard id="x-title" title="Senha" hint="Deixe em branco para manter">
        <input aria-label="Nova senha" />
      </FormCard>,
    );
    const section = screen.getByRole('region', { name: 'Senha' });
    expect(section.textContent).toContain('Deixe em branco para manter');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('without a title is a plain card', () => {
    render(<FormCard>conteúdo</FormCard>);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByText('conteúdo')).toBeTruthy();
  });

  it('with onSubmit is its own form', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { container } = render(
      <FormCard id="y-title" title="Dados" onSubmit={onSubmit} flush>
        <button type="submit">Salvar</button>
      </FormCard>,
    );
    fireEvent.submit(container.querySelector('form')!);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
