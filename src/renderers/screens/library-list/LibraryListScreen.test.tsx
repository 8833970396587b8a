import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CommandParams } from '../../../runtime/protocol/CommandFn';
import { allFunctionalities } from '../../testing/allFunctionalities';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

const LIBRARIES = [
  { id: 1, name: 'Manuais', parentId: null, restricted: false, fileCount: 1, size: 10 },
  { id: 2, name: 'Elétrica', parentId: 1, restricted: true, fileCount: 0, size: 0 },
];
const detail = (params: CommandParams) => ({
  BIBLIOTECA: {
    id: params.ID,
    name: params.ID === 1 ? 'Manuais' : 'Elétrica',
    parentId: params.ID === 1 ? null : 1,
    restricted: false,
    allowed: { roles: [], squads: [], employees: [] },
    path: [{ id: 1, name: 'Manuais' }],
    children: [],
    files:
      params.ID === 1
        ? [
            {
              id: 9,
              name: 'Bomba.pdf',
              size: 10,
              contentType: 'application/pdf',
              createdAt: '2026-01-02T10:00:00Z',
              share: null,
            },
          ]
        : [],
  },
});

describe('/libraries', () => {
  it('shows the tree, the chosen library files, and uploads a dropped file into it', async () => {
    const app = renderApp({
      path: '/libraries',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: {
        ListarBibliotecas: () => ({
          BIBLIOTECAS: LIBRARIES,
          ARMAZENAMENTO: { usedBytes: 10, limitBytes: null },
        }),
        ConsultarBiblioteca: detail,
        EnviarArquivoBiblioteca: () => ({ ARQUIVO: { id: 10, name: 'Foto.png' } }),
      },
    });
    const tree = await screen.findByRole('list', { name: 'Bibliotecas' });
    expect(within(tree).getByText('Manuais')).toBeTruthy();
    expect(within(tree).getByText('Elétrica')).toBeTruthy();
    expect(await screen.findByText('Bomba.pdf')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Baixar Bomba.pdf' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nova sub-biblioteca' }).getAttribute('href')).toContain(
      '/library/new-sub-library/1',
    );

    const file = new File(['x'], 'Relatório (1).txt', { type: 'text/plain' });
    await userEvent.upload(screen.getByLabelText('Escolher arquivos'), file);
    await waitFor(() => expect(app.calls.some((c) => c.name === 'EnviarArquivoBiblioteca')).toBe(true));
    const sent = app.calls.find((c) => c.name === 'EnviarArquivoBiblioteca')!.params;
    expect(sent.LIBRARY_ID).toBe(1);
    expect((sent.FILE as File).name).toBe('Relatório (1).txt');

    await userEvent.click(within(tree).getByText('Elétrica'));
    expect(await screen.findByText('Nenhum arquivo nesta biblioteca.')).toBeTruthy();
  });

  it('hides the editing actions from a viewer', async () => {
    renderApp({
      path: '/libraries',
      user: fixtureUser,
      functionalities: { ...allFunctionalities, LIBRARY: 'VIEW' },
      handlers: {
        ListarBibliotecas: () => ({
          BIBLIOTECAS: LIBRARIES,
          ARMAZENAMENTO: { usedBytes: 10, limitBytes: 1024 },
        }),
        ConsultarBiblioteca: detail,
      },
    });
    expect(await screen.findByText('Bomba.pdf')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Nova biblioteca' })).toBeNull();
    expect(screen.queryByLabelText('Escolher arquivos')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Excluir Bomba.pdf' })).toBeNull();
  });
});
