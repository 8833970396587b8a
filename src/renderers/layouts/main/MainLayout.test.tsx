import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allFunctionalities } from '../../testing/allFunctionalities';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

describe('MainLayout', () => {
  it('shows the product name and the header menus of a company administrator', async () => {
    renderApp({ path: '/profile', user: fixtureUser, functionalities: allFunctionalities });
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(screen.getByRole('link', { name: 'Campo' })).toBeTruthy();
    const labels = [...nav.querySelectorAll('a, button')].map((b) => b.textContent);
    // Painel holds the team map; Projetos is a planned module: hidden until built.
    expect(labels).toEqual(['Painel', 'Formulários', 'Atividades', 'Empresa']);
  });

  it('filters menu items by functionality and hides goods and services', async () => {
    renderApp({
      path: '/profile',
      user: { ...fixtureUser, isCompanyAdmin: false },
      functionalities: { TASK: 'VIEW', CLIENT: 'VIEW', COMMERCIAL: 'EDIT' },
    });
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Atividades', 'Empresa']);
    const user = userEvent.setup();
    await user.click(within(nav).getByRole('button', { name: 'Empresa' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Clientes']);
  });

  it('opens a header dropdown and navigates by keyboard', async () => {
    const app = renderApp({ path: '/profile', user: fixtureUser, functionalities: allFunctionalities });
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    const user = userEvent.setup();
    within(nav).getByRole('button', { name: 'Atividades' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Todas as atividades', 'Aprovação de atividades']);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/approval'));
  });

  it('user menu: profile, company data and permissions for a company administrator, and logout', async () => {
    const app = renderApp({ path: '/profile', user: fixtureUser, functionalities: allFunctionalities });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Menu do usuário de Maria Dona' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Meu perfil', 'Dados da empresa', 'Permissões', 'Sair']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Sair' }));
    expect(await screen.findByText('Você saiu do sistema')).toBeTruthy();
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(app.calls.map((c) => c.name)).toContain('Logout');
  });

  it('user menu of a user who is not a company administrator has no company data nor permissions', async () => {
    renderApp({
      path: '/profile',
      user: { ...fixtureUser, isCompanyAdmin: false },
      functionalities: allFunctionalities,
    });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Menu do usuário de Maria Dona' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Meu perfil', 'Sair']);
  });

  it('the top bar opens the downloads queue of a user who reads tasks; the platform administrator has none', async () => {
    renderApp({
      path: '/profile',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: {
        ConsultarDownloads: () => ({
          ITEMS: [
            {
              id: 1,
              format: 'pdf',
              taskIds: [3],
              taskCount: 1,
              status: 'ready',
              progress: 100,
              name: 'atividades_20261122_1530.pdf',
              size: 2048,
              errorCode: null,
              error: null,
              createdAt: '2026-11-22T18:30:00.000Z',
              finishedAt: '2026-11-22T18:30:05.000Z',
            },
          ],
        }),
      },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Downloads, 1 pendente' }));
    const panel = await screen.findByRole('dialog', { name: 'Downloads' });
    expect(within(panel).getByText('atividades_20261122_1530.pdf')).toBeTruthy();
    expect(within(panel).getByText('Pronto')).toBeTruthy();
  });

  it('the platform administrator sees the admin menu', async () => {
    renderApp({ path: '/admin', user: { ...fixtureUser, id: 1, isAdmin: true } });
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((b) => b.textContent),
    ).toEqual(['Empresas']);
    expect(within(nav).getByRole('button', { name: 'Permissões' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Downloads/ })).toBeNull();
  });
});
