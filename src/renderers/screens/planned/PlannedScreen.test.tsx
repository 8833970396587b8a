import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

describe('PlannedScreen', () => {
  it("shows the route's title and an honest 'Em breve'", async () => {
    renderApp({ path: '/client/details/7', user: fixtureUser, functionalities: { CLIENT: 'VIEW' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Detalhes do cliente' })).toBeTruthy();
    expect(screen.getByText('Em breve. Esta tela ainda está sendo construída.')).toBeTruthy();
  });
});
