import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

describe('BareLayout', () => {
  it('form edit opens without the header', async () => {
    renderApp({ path: '/form/edit/3', user: fixtureUser, functionalities: { MODEL: 'EDIT' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar formulário' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
  });
});
