import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { InlineRecordForm } from './InlineRecordForm';

describe('InlineRecordForm', () => {
  it('is a form named by its label that submits its fields', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <InlineRecordForm label="Nova categoria" onSubmit={onSubmit} columns="2fr auto">
        <input aria-label="Nome" />
        <button type="submit">Adicionar</button>
      </InlineRecordForm>,
    );
    const form = screen.getByRole('form', { name: 'Nova categoria' });
    expect(form.hasAttribute('novalidate')).toBe(true);
    fireEvent.submit(form);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
