import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorEnvelope } from '../../../runtime/protocol/envelope';
import { allFunctionalities } from '../../testing/allFunctionalities';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

const loggedUser =
  (extra: Record<string, unknown> = {}) =>
  () => ({
    USUARIO_LOGADO: fixtureUser,
    ROTATIVO: false,
    FUNCTIONALITIES: allFunctionalities,
    CARGO: [],
    CONFIGURACOES_TOUR: '{}',
    ...extra,
  });

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/E-mail ou usuário/), username);
  await user.type(screen.getByLabelText(/^Senha/), `${password}{Enter}`);
}

describe('LoginScreen', () => {
  it('logs in with a lower-cased username, says LOGGED_IN and lands on the task list', async () => {
    const app = renderApp({
      path: '/login',
      handlers: {
        Login: () => ({ AUTH_TOKEN: 't1', LOCALE: 'pt-BR' }),
        ConsultarUsuarioLogado: loggedUser(),
      },
    });
    await fillAndSubmit('Dono@Demo.Campo', 'Campo@2026');
    expect(await screen.findByText('Login realizado com sucesso')).toBeTruthy();
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/tasks'));
    expect(app.calls[0]).toEqual({
      name: 'Login',
      params: { USERNAME: 'dono@demo.campo', PASSWORD: 'Campo@2026' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Atividades' })).toBeTruthy();
  });

  it('follows the redirect query after login', async () => {
    const app = renderApp({
      path: '/login?redirect=%2Fclients',
      handlers: { Login: () => ({ AUTH_TOKEN: 't1' }), ConsultarUsuarioLogado: loggedUser() },
    });
    await fillAndSubmit('dono@demo.campo', 'Campo@2026');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/clients'));
  });

  it('a failed login stays on the login page with the error toast', async () => {
    const app = renderApp({
      path: '/login',
      handlers: { Login: () => errorEnvelope('INVALID_CREDENTIALS', 'Usuário ou senha incorretos') },
    });
    await fillAndSubmit('dono@demo.campo', 'errada');
    expect(await screen.findByText('Usuário ou senha incorretos')).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/login');
    expect(app.runtime.session.getState().status).toBe('anonymous');
  });

  it('a shared (rotating) user is warned and logged out', async () => {
    const app = renderApp({
      path: '/login',
      handlers: {
        Login: () => ({ AUTH_TOKEN: 't1' }),
        ConsultarUsuarioLogado: loggedUser({ ROTATIVO: true }),
      },
    });
    await fillAndSubmit('rotativo@demo.campo', 'Campo@2026');
    expect(await screen.findByText(/Usuários rotativos não podem acessar o sistema web/)).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/login');
    expect(app.calls.map((c) => c.name)).toContain('Logout');
    expect(app.runtime.session.getState().token).toBeNull();
  });

  it('shows and hides the password', async () => {
    renderApp({ path: '/login' });
    const field = (await screen.findByLabelText(/^Senha/)) as HTMLInputElement;
    expect(field.type).toBe('password');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(field.type).toBe('text');
    expect(screen.getByRole('button', { name: 'Ocultar senha' })).toBeTruthy();
  });

  it('links to the free trial, which opens the registration form', async () => {
    const app = renderApp({ path: '/login' });
    const link = await screen.findByRole('link', { name: 'Teste grátis' });
    expect(link.getAttribute('href')).toBe('/trial');
    await userEvent.setup().click(link);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/trial'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Crie sua conta' })).toBeTruthy();
    expect(screen.queryByText(/Em breve/)).toBeNull();
  });
});
