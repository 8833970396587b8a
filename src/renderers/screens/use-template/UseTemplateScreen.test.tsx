import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

describe('UseTemplateScreen', () => {
  it('a visitor goes to register with the template id', async () => {
    const app = renderApp({ path: '/use-template/12/Checklist' });
    await waitFor(() =>
      expect(app.router.state.location.pathname + app.router.state.location.search).toBe(
        '/register?template=12',
      ),
    );
  });

  it('a signed-in user goes to the new form with the template', async () => {
    const app = renderApp({
      path: '/use-template/12/Checklist',
      user: fixtureUser,
      functionalities: { MODEL: 'EDIT' },
    });
    await waitFor(() => expect(app.router.state.location.search).toBe('?template=12&name=Checklist'));
    expect(app.router.state.location.pathname).toBe('/form/new');
  });
});
