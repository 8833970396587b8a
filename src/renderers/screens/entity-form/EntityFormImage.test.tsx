import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allFunctionalities } from '../../testing/allFunctionalities';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

describe('entity image field', () => {
  it('a client’s profile image is an upload (no text box), saved as its image id', async () => {
    const app = renderApp({
      path: '/client/edit/5',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: {
        GetEntity: () => ({
          ITEM: { id: 5, version: 2, name: 'Ótica Âmbar', profileImage: 'img-1' },
          VERSION: 2,
        }),
        ListEntities: () => ({ ITEMS: [], TOTAL: 0 }),
        BaixarImagem: () => new Blob(['png'], { type: 'image/png' }),
        EnviarImagem: () => ({ IMAGEM: { fileId: 'img-2', name: 'a.png', mimeType: 'image/png', size: 3 } }),
        SaveEntity: () => ({ ID: 5, VERSION: 3, ITEM: {} }),
      },
    });
    const user = userEvent.setup();
    expect(screen.queryByRole('textbox', { name: 'Imagem de perfil' })).toBeNull();
    await user.upload(
      await screen.findByLabelText('Trocar imagem: Imagem de perfil'),
      new File(['png'], 'a.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(app.calls.some((c) => c.name === 'EnviarImagem')).toBe(true));
    await user.click(await screen.findByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(app.calls.find((c) => c.name === 'SaveEntity')?.params).toMatchObject({
        DATA: { name: 'Ótica Âmbar', profileImage: 'img-2' },
      }),
    );
  }, 60_000);
});
