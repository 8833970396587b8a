import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '../../testing/renderWithRuntime';
import { JustificationDialog, type JustificationDialogProps } from './JustificationDialog';

const props = (over: Partial<JustificationDialogProps>): JustificationDialogProps => ({
  open: true,
  title: 'Reprovar atividade',
  text: 'Diga o que corrigir',
  label: 'Justificativa',
  requiredMessage: 'Justificação necessária.',
  submitLabel: 'Reprovar',
  maxLength: 4000,
  onCancel: vi.fn(),
  onSubmit: vi.fn(),
  ...over,
});

describe('JustificationDialog', () => {
  it('refuses an empty justification under the field and sends the trimmed text', async () => {
    const onSubmit = vi.fn();
    renderWithRuntime(<JustificationDialog {...props({ onSubmit })} />);
    const dialog = screen.getByRole('dialog', { name: 'Reprovar atividade' });
    expect(within(dialog).getByText('Diga o que corrigir')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reprovar' }));
    expect(within(dialog).getByText('Justificação necessária.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText(/Justificativa/), '  Falta a foto  ');
    expect(within(dialog).queryByText('Justificação necessária.')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reprovar' }));
    expect(onSubmit).toHaveBeenCalledWith('Falta a foto');
  });

  it('keeps the text for another try when sending fails, and is busy meanwhile', async () => {
    let reject: (e: Error) => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((_ok, no) => (reject = no)));
    renderWithRuntime(<JustificationDialog {...props({ onSubmit })} />);
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Justificativa/), 'Falta a foto');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reprovar' }));
    expect(within(dialog).getByRole('button', { name: 'Reprovar' }).hasAttribute('disabled')).toBe(true);
    reject(new Error('refused'));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Reprovar' }).hasAttribute('disabled')).toBe(false),
    );
    expect((within(dialog).getByLabelText(/Justificativa/) as HTMLTextAreaElement).value).toBe(
      'Falta a foto',
    );
  });

  it('forgets the text when cancelled', async () => {
    const onCancel = vi.fn();
    renderWithRuntime(<JustificationDialog {...props({ onCancel })} />);
    await userEvent.type(screen.getByLabelText(/Justificativa/), 'Talvez');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalled();
    expect((screen.getByLabelText(/Justificativa/) as HTMLTextAreaElement).value).toBe('');
  });
});
