import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allFunctionalities } from '../../testing/allFunctionalities';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

describe('asset types', () => {
  it('have a list page, and saving a new type returns to it', async () => {
    const saved: Array<Record<string, unknown>> = [];
    const app = renderApp({
      path: '/asset-type/new',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: {
        SaveEntity: (p) => {
          saved.push(p);
          return { ID: 6, VERSION: 1, ITEM: {} };
        },
        ListEntities: () => ({ ITEMS: [{ id: 6, version: 1, name: 'Gerador', groups: [] }], TOTAL: 1 }),
      },
    });
    const name = await screen.findByRole('textbox', { name: /^Nome\s*\*?$/ });
    const user = userEvent.setup();
    await user.type(name, 'Gerador');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/asset-types'));
    expect(saved[0]).toMatchObject({ ENTITY: 'assetType', DATA: { name: 'Gerador' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tipos de equipamento' })).toBeTruthy();
    expect(await screen.findByText('Gerador')).toBeTruthy();
  }, 60_000);

  it('are reached from the assets page', async () => {
    const app = renderApp({
      path: '/assets',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: { ListEntities: () => ({ ITEMS: [], TOTAL: 0 }) },
    });
    await userEvent.click(await screen.findByRole('link', { name: 'Tipos de equipamento' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/asset-types'));
  }, 60_000);

  it('draw rjsf’s list buttons in Portuguese', async () => {
    renderApp({
      path: '/asset-type/edit/5',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: {
        GetEntity: () => ({
          ITEM: { id: 5, version: 1, name: 'Extintor', groups: [{ groupName: 'Inspeção', attributes: [] }] },
          VERSION: 1,
        }),
        ListEntities: () => ({ ITEMS: [], TOTAL: 0 }),
      },
    });
    expect(await screen.findByDisplayValue('Inspeção')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Adicionar item' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Remover' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /^(Add Item|Remove|Add)$/ })).toBeNull();
    expect(document.body.textContent).not.toMatch(/Add Item|Move up|Move down/);
  }, 60_000);
});
