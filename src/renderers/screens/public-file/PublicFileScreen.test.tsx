import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorEnvelope } from '../../../runtime/protocol/envelope';
import { renderApp } from '../../testing/renderApp';

describe('/arquivo', () => {
  it('shows the shared file name, size and a download button, without login', async () => {
    renderApp({
      path: '/arquivo?token=7-abc',
      handlers: {
        ConsultarArquivoPublico: () => ({
          ARQUIVO: { name: 'Manual_da_bomba.zip', contentType: 'application/octet-stream', size: 2048 },
        }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Manual_da_bomba.zip' })).toBeTruthy();
    expect(screen.getByText('2 KB')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Baixar' })).toBeTruthy();
    expect(screen.getByText(/não tem pré-visualização/)).toBeTruthy();
  });

  it('says the file is unavailable for a disabled link', async () => {
    renderApp({
      path: '/arquivo?token=7-off',
      handlers: {
        ConsultarArquivoPublico: () =>
          errorEnvelope(
            'FILE_UNAVAILABLE',
            'Este arquivo está indisponível: o link não existe ou foi desativado',
          ),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Arquivo indisponível' })).toBeTruthy();
    expect(
      screen.getByText('Este arquivo está indisponível: o link não existe ou foi desativado'),
    ).toBeTruthy();
  });
});
