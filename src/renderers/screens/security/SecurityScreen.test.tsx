import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

describe('SecurityScreen', () => {
  it('a page whose functionality is not active shows access denied', async () => {
    const app = renderApp({ path: '/employees', user: fixtureUser, functionalities: { TASK: 'VIEW' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acesso negado' })).toBeTruthy();
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/security'));
  });
});
