import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

const GRUPOS = [
  { id: 158, name: 'Administrador', type: 'E', levels: {}, staffCount: 1, editable: false },
  { id: 161, name: 'Visualizador', type: 'E', levels: {}, staffCount: 2, editable: false },
  { id: 300, name: 'Técnicos', type: 'G', levels: { TASK: 'EDIT' }, staffCount: 3, editable: true },
];

describe('/permissions', () => {
  it('lists the company-wide and custom roles with their staff', async () => {
    renderApp({
      path: '/permissions',
      user: fixtureUser,
      handlers: { ConsultarGruposUsuario: () => ({ GRUPOS }) },
    });
    expect((await screen.findByRole('link', { name: 'Técnicos' })).getAttribute('href')).toBe(
      '/permissions/300',
    );
    expect(screen.getByRole('link', { name: 'Administrador' })).toBeTruthy();
    expect(screen.getAllByText('Padrão')).toHaveLength(2);
    expect(screen.getByText('Personalizada')).toBeTruthy();
  });

  it('a reached roles limit shows the limit error and the upsell "x de y usados"', async () => {
    const app = renderApp({
      path: '/permissions',
      user: fixtureUser,
      handlers: {
        ConsultarGruposUsuario: () => ({ GRUPOS }),
        CheckIfHasLimit: () => ({
          HAS_LIMIT: false,
          LIMIT: { allowed: true, hasLimit: true, limit: 2, limitUsed: 2, limitExceeded: true },
        }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Nova função' }));
    const dialog = await screen.findByRole('dialog', { name: 'Limite do plano: Funções' });
    expect(dialog?.textContent).toContain('2 de 2 usados');
    expect(app.runtime.notifications.getState().items.map((n) => n.message)).toContain(
      'Você atingiu o limite do seu plano para esta funcionalidade',
    );
    expect(app.calls.find((c) => c.name === 'CheckIfHasLimit')?.params).toEqual({
      COMPANY_ID: 10,
      ENTITY_TYPE: 'ROLES',
    });
  });

  it('within the limit, the new role opens', async () => {
    const app = renderApp({
      path: '/permissions',
      user: fixtureUser,
      handlers: { ConsultarGruposUsuario: () => ({ GRUPOS }), CheckIfHasLimit: () => ({ HAS_LIMIT: true }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Nova função' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/permissions/new'));
  });

  it('a viewer (not company administrator) is sent back', async () => {
    const viewer = {
      ...fixtureUser,
      isCompanyAdmin: false,
      isCompanyOwner: false,
      personId: 5,
      isViewer: true,
    };
    const app = renderApp({ path: '/permissions/300', user: viewer, functionalities: { TASK: 'VIEW' } });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/tasks'));
  });
});
