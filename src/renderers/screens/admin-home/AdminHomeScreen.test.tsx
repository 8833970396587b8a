import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

describe('/admin', () => {
  it('links to functionalities and commands and lists the companies', async () => {
    renderApp({
      path: '/admin',
      user: { ...fixtureUser, id: 1, isAdmin: true },
      handlers: {
        ConsultarTodasEmpresasUsuarias: () => ({
          EMPRESAS: [
            { id: 10, name: 'Demo', planName: 'BUSINESS', active: true, trial: false, blocked: true },
          ],
        }),
      },
    });
    expect((await screen.findByRole('link', { name: /Funcionalidades/ })).getAttribute('href')).toBe(
      '/admin/functionalities',
    );
    expect(screen.getByRole('link', { name: /Comandos/ }).getAttribute('href')).toBe('/admin/commands');
    expect(await screen.findByText('Demo')).toBeTruthy();
    expect(screen.getByText('Bloqueado')).toBeTruthy();
  });
});
