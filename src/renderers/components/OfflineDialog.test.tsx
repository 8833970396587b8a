import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtureUser } from '../testing/fixtureUser';
import { renderApp } from '../testing/renderApp';

const goOffline = () => act(() => void window.dispatchEvent(new Event('offline')));
const goOnline = () => act(() => void window.dispatchEvent(new Event('online')));

describe('OfflineDialog', () => {
  it('elsewhere it says the page reloads when connected, and closes when back online', async () => {
    renderApp({ path: '/profile', user: fixtureUser });
    await screen.findByRole('heading', { level: 1, name: 'Meu perfil' });
    goOffline();
    expect(await screen.findByText('A página será recarregada assim que a conexão voltar.')).toBeTruthy();
    goOnline();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('heading', { level: 1, name: 'Meu perfil' })).toBeTruthy();
  });

  it('on form edit it says to continue, and can be closed', async () => {
    renderApp({ path: '/form/edit/3', user: fixtureUser, functionalities: { MODEL: 'EDIT' } });
    await screen.findByRole('heading', { level: 1, name: 'Editar formulário' });
    goOffline();
    expect(await screen.findByText(/Você pode continuar preenchendo/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    goOnline();
  });
});
