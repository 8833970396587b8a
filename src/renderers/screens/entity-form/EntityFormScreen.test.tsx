import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorEnvelope } from '../../../runtime/protocol/envelope';
import { allFunctionalities } from '../../testing/allFunctionalities';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

const STALE = 'Este registro foi alterado por outra pessoa, recarregue e tente novamente';

describe('entity form', () => {
  it('new client: pt-BR messages from the catalogue, nothing sent until valid, then SaveEntity', async () => {
    const app = renderApp({
      path: '/client/new',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: {
        SaveEntity: () => ({ ID: 9, VERSION: 1, ITEM: {} }),
        ListEntities: () => ({ ITEMS: [], TOTAL: 0 }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Novo cliente' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Dados do cliente' })).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'CPF' }), '111.111.111-11');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Campo obrigatório')).toBeTruthy();
    expect(screen.getByText('CPF inválido')).toBeTruthy();
    expect(screen.getByText('E-mail inválido')).toBeTruthy();
    expect(app.calls.some((c) => c.name === 'SaveEntity')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: /^Nome\s*\*?$/ }), '  Ana Souza ');
    await user.clear(screen.getByRole('textbox', { name: 'CPF' }));
    await user.type(screen.getByRole('textbox', { name: 'CPF' }), '529.982.247-25');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'souza.com.br');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(app.calls.find((c) => c.name === 'SaveEntity')?.params).toEqual({
        ENTITY: 'client',
        DATA: { name: 'Ana Souza', cpf: '529.982.247-25', email: 'ana@souza.com.br' },
      }),
    );
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/clients'));
  });

  it('edit sends the version read; STALE_VERSION shows the message and keeps the input', async () => {
    const app = renderApp({
      path: '/client/edit/5',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: {
        GetEntity: () => ({ ITEM: { id: 5, version: 3, name: 'Ótica Âmbar' }, VERSION: 3 }),
        SaveEntity: () => errorEnvelope('STALE_VERSION', STALE),
        ListEntities: () => ({ ITEMS: [], TOTAL: 0 }),
      },
    });
    const name = await screen.findByDisplayValue('Ótica Âmbar');
    const user = userEvent.setup();
    await user.clear(name);
    await user.type(name, 'Ótica Âmbar Centro');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getAllByText(STALE).length).toBeGreaterThan(0);
    expect(app.calls.find((c) => c.name === 'SaveEntity')?.params).toEqual({
      ENTITY: 'client',
      DATA: { name: 'Ótica Âmbar Centro' },
      ID: 5,
      VERSION: 3,
    });
    expect(screen.getByDisplayValue('Ótica Âmbar Centro')).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/client/edit/5');
  });

  it('shows the field errors of the server under their fields (a duplicate CPF)', async () => {
    renderApp({
      path: '/client/new',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: {
        SaveEntity: () => {
          const envelope = errorEnvelope('DUPLICATE_VALUE', 'CPF já cadastrado: 529.982.247-25');
          envelope.ROOT.FIELD_ERRORS = [{ field: 'cpf', message: 'CPF já cadastrado: 529.982.247-25' }];
          return envelope;
        },
        ListEntities: () => ({ ITEMS: [], TOTAL: 0 }),
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Nome\s*\*?$/ }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'CPF' }), '529.982.247-25');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const cpf = screen.getByRole('textbox', { name: 'CPF' });
    expect(await screen.findAllByText('CPF já cadastrado: 529.982.247-25')).not.toHaveLength(0);
    expect(cpf.getAttribute('aria-invalid')).toBe('true');
  });

  it('clones a record (metadata clone): the new form starts with its data and saves a new one', async () => {
    const saved: Array<Record<string, unknown>> = [];
    const app = renderApp({
      path: '/asset-type/new?from=5',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: {
        GetEntity: () => ({
          ITEM: {
            id: 5,
            version: 2,
            name: 'Extintor',
            groups: [
              { groupName: 'Inspeção', attributes: [{ attributeName: 'Validade', attributeType: 'date' }] },
            ],
          },
          VERSION: 2,
        }),
        SaveEntity: (p) => {
          saved.push(p);
          return { ID: 6, VERSION: 1, ITEM: {} };
        },
        ListEntities: () => ({ ITEMS: [], TOTAL: 0 }),
      },
    });
    expect(await screen.findByDisplayValue('Extintor (cópia)')).toBeTruthy();
    expect(screen.getByDisplayValue('Inspeção')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).not.toHaveProperty('ID');
    expect(saved[0]!.DATA).toMatchObject({ name: 'Extintor (cópia)', groups: [{ groupName: 'Inspeção' }] });
    await waitFor(() => expect(app.router.state.location.pathname).not.toContain('/new'));
  }, 60_000);
});
