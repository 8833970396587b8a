import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadBundledCatalogue } from '../../runtime/metadata/loadBundledCatalogue';
import { fixtureUser } from '../testing/fixtureUser';
import { renderApp } from '../testing/renderApp';

// Issue 13: the browser starts with the catalogue's shell part only (SHELL_CATALOGUE).
describe('RootGate and the start catalogue', () => {
  it('shows the login page in pt-BR from the shell part alone', async () => {
    const load = vi.fn(loadBundledCatalogue);
    const { container } = renderApp({ path: '/login', loadMessages: load });
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeTruthy();
    expect(screen.getByLabelText(/E-mail ou usuário/)).toBeTruthy();
    expect(screen.getByText('Esqueci minha senha')).toBeTruthy();
    expect(screen.getByText('Formulários, tarefas e equipes de campo em um só lugar')).toBeTruthy();
    // No message key shown raw (auth.enter, routes.login...).
    expect(container.textContent).not.toMatch(/\b(auth|routes|app|common|errors)\.[A-Za-z]/);
    expect(load.mock.calls).toEqual([['pt-BR', 'shell']]);
  });

  it('holds another screen until the whole catalogue is in, then shows it translated', async () => {
    const load = vi.fn(loadBundledCatalogue);
    renderApp({ path: '/profile', user: fixtureUser, loadMessages: load });
    expect(await screen.findByRole('heading', { level: 1, name: 'Meu perfil' })).toBeTruthy();
    expect(load).toHaveBeenCalledWith('pt-BR', 'all');
  });
});
