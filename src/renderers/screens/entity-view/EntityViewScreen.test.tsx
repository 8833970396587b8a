import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allFunctionalities } from '../../testing/allFunctionalities';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

describe('entity view (/client/view/:id)', () => {
  it('shows the record by section, read-only, with edit for EDIT', async () => {
    const app = renderApp({
      path: '/client/view/5',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: {
        GetEntity: () => ({
          ITEM: {
            id: 5,
            version: 2,
            name: 'Ótica Âmbar',
            cpf: '529.982.247-25',
            extraPhones: [{ extraPhone: '(81) 3222-1111' }],
            address: { street: 'Rua A', number: '1', city: 'Recife', state: 'PE', cep: '50000-000' },
          },
          VERSION: 2,
        }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ótica Âmbar' })).toBeTruthy();
    const main = screen.getByRole('region', { name: 'Dados do cliente' });
    expect(within(main).getByText('529.982.247-25')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Contatos' }).textContent).toContain('(81) 3222-1111');
    expect(screen.getByRole('region', { name: 'Endereço' }).textContent).toContain(
      'Rua A, 1 - Recife/PE - 50000-000',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Editar' }).getAttribute('href')).toBe('/client/edit/5');
    expect(app.calls.find((c) => c.name === 'GetEntity')?.params).toEqual({ ENTITY: 'client', ID: 5 });
  });
});
