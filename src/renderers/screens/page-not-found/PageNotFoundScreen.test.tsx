import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

describe('PageNotFoundScreen', () => {
  it('an unknown path shows page-not-found; "go home" lands on the task list', async () => {
    const app = renderApp({ path: '/nada/aqui', user: fixtureUser, functionalities: { TASK: 'VIEW' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/page-not-found');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Ir para o início' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/tasks'));
  });
});
