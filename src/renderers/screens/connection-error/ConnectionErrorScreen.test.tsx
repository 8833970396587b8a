import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

describe('ConnectionErrorScreen', () => {
  it('"try again" re-checks the session and returns where the user was', async () => {
    const app = renderApp({
      path: '/connection-error?redirect=%2Fprofile',
      handlers: {
        ConsultarUsuarioLogado: () => ({ USUARIO_LOGADO: fixtureUser, ROTATIVO: false, FUNCTIONALITIES: {} }),
      },
    });
    app.runtime.session.setState({ token: 'kept', status: 'unreachable' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sem conexão com o servidor' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/profile'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Meu perfil' })).toBeTruthy();
  });
});
