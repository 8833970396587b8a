import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorEnvelope } from '../../../runtime/protocol/envelope';
import { renderWithRuntime } from '../../testing/renderWithRuntime';
import { ExcelToPdfPreviewDialog } from './ExcelToPdfPreviewDialog';

const xlsx = () =>
  new File(['PK'], 'vistorias.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

describe('ExcelToPdfPreviewDialog', () => {
  const created = vi.fn(() => 'blob:preview');
  beforeEach(() => {
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
  });
  afterEach(() => created.mockClear());

  it('sends the chosen file with its print settings and shows the PDF', async () => {
    const { calls } = renderWithRuntime(
      <ExcelToPdfPreviewDialog open templateId="planilha" onClose={vi.fn()} />,
      {
        ExcelToPdfPreview: () => new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
      },
    );
    const dialog = screen.getByRole('dialog', { name: 'Pré-visualizar planilha em PDF' });
    const generate = within(dialog).getByRole('button', { name: 'Gerar pré-visualização' });
    expect(generate.hasAttribute('disabled')).toBe(true);
    await userEvent.upload(within(dialog).getByLabelText('Planilha (.xlsx)'), xlsx());
    expect(within(dialog).getByText('vistorias.xlsx')).toBeTruthy();
    await userEvent.selectOptions(within(dialog).getByLabelText('Orientação'), 'landscape');
    await userEvent.click(within(dialog).getByLabelText('Ajustar à largura da página'));
    const scale = within(dialog).getByLabelText('Escala (%)');
    await userEvent.clear(scale);
    await userEvent.type(scale, '9');
    expect(generate.hasAttribute('disabled')).toBe(true);
    await userEvent.type(scale, '0');
    await userEvent.type(within(dialog).getByLabelText('Aba'), 'Vistorias');
    await userEvent.click(generate);
    expect(await within(dialog).findByTitle('Pré-visualização em PDF')).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.params.FILE).toBeInstanceOf(File);
    expect(calls[0]!.params.TEMPLATE_ID).toBe('planilha');
    expect(calls[0]!.params.CONFIGURACOES_PDF).toEqual({
      orientation: 'landscape',
      scale: 90,
      fitToWidth: false,
      marginsMm: { top: 10, right: 10, bottom: 10, left: 10 },
      sheet: 'Vistorias',
    });
    expect(within(dialog).getByRole('button', { name: 'Baixar PDF' })).toBeTruthy();
  });

  it('shows the no-data warning for a sheet without values, and for an answer empty twice', async () => {
    let answer: () => unknown = () =>
      errorEnvelope('SPREADSHEET_NO_DATA', 'A planilha não possui dados para gerar a pré-visualização');
    const { calls } = renderWithRuntime(<ExcelToPdfPreviewDialog open onClose={vi.fn()} />, {
      ExcelToPdfPreview: () => answer() as never,
    });
    await userEvent.upload(screen.getByLabelText('Planilha (.xlsx)'), xlsx());
    await userEvent.click(screen.getByRole('button', { name: 'Gerar pré-visualização' }));
    const warning = await screen.findByRole('alert');
    expect(warning.textContent).toContain('A planilha não possui dados para gerar a pré-visualização');
    expect(warning.className).toContain('Warning');
    answer = () => new Blob([]);
    await userEvent.click(screen.getByRole('button', { name: 'Gerar pré-visualização' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect((await screen.findByRole('alert')).textContent).toContain('A planilha não possui dados');
    expect(screen.queryByTitle('Pré-visualização em PDF')).toBeNull();
  });
});
