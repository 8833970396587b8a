import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

describe('LandingScreen', () => {
  it.each([
    [{ TASK: 'VIEW' as const }, '/tasks'],
    [{ TASK_APPROVAL: 'VIEW' as const }, '/approval'],
    [{ MODEL: 'VIEW' as const }, '/forms'],
    [{}, '/security'],
  ])('/ with %o lands on %s', async (functionalities, expected) => {
    const app = renderApp({ path: '/', user: fixtureUser, functionalities });
    await waitFor(() => expect(app.router.state.location.pathname).toBe(expected));
  });
});
