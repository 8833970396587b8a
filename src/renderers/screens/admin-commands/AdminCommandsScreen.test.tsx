import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

describe('/admin/commands', () => {
  it('groups commands per functionality and changes one', async () => {
    const app = renderApp({
      path: '/admin/commands',
      user: { ...fixtureUser, id: 1, isAdmin: true },
      handlers: {
        GetCommandsByFunctionality: () => ({
          COMMANDS: [
            {
              name: 'ConsultarClientes',
              access: 'user',
              functionality: 'CLIENT',
              level: 'VIEW',
              overridden: false,
            },
            { name: 'Login', access: 'public', overridden: false },
          ],
        }),
        SaveCommandFunctionality: () => ({}),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Clientes' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sem funcionalidade' })).toBeTruthy();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Nível de ConsultarClientes' }),
      'EDIT',
    );
    await waitFor(() => expect(app.calls.some((c) => c.name === 'SaveCommandFunctionality')).toBe(true));
    expect(app.calls.find((c) => c.name === 'SaveCommandFunctionality')?.params).toEqual({
      NAME: 'ConsultarClientes',
      FUNCTIONALITY: 'CLIENT',
      LEVEL: 'EDIT',
    });
  });
});
