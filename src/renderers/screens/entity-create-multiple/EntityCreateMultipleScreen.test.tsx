import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Envelope } from '../../../runtime/protocol/envelope';
import { errorEnvelope } from '../../../runtime/protocol/envelope';
import { allFunctionalities } from '../../testing/allFunctionalities';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

const HEADER = 'Título;Cliente;CEP;País;Estado;Cidade;Bairro;Rua;Número;Complemento;Ativa';
const ADDRESS = '50030-230;Brasil;PE;Recife;Boa Vista;Rua da Aurora;100;;sim';

function refused(): Envelope {
  const envelope = errorEnvelope('ENTITY_ROWS_INVALID', 'Nada foi salvo. linha 2, campo CEP: CEP inválido');
  envelope.ROOT.ROW_ERRORS = [{ row: 2, field: 'CEP', path: 'address.cep', message: 'CEP inválido' }];
  return envelope;
}

describe('create multiple (/unit/create_multiple)', () => {
  it('previews the sheet, shows row errors with nothing saved, then saves the fixed rows', async () => {
    const sent: unknown[] = [];
    let fail = true;
    const app = renderApp({
      path: '/unit/create_multiple',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: {
        SaveEntities: (p) => {
          sent.push(p.ROWS);
          return fail ? refused() : { IDS: [1, 2], COUNT: 2 };
        },
        ListEntities: () => ({ ITEMS: [], TOTAL: 0 }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Unidades: criar vários' })).toBeTruthy();
    const csv = [
      HEADER,
      `Loja Centro;;${ADDRESS}`,
      `Loja Norte;;5003;Brasil;PE;Recife;Boa Vista;Rua A;1;;não`,
    ].join('\n');
    const user = userEvent.setup();
    await user.upload(
      screen.getByTestId('spreadsheet-input'),
      new File([csv], 'unidades.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText('2 linhas')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Salvar todas' }));
    expect(
      await screen.findByText('Nada foi salvo. Corrija as linhas com erro e salve novamente.'),
    ).toBeTruthy();
    expect(screen.getAllByText('linha 2, campo CEP: CEP inválido').length).toBeGreaterThan(0);
    expect(sent[0]).toEqual([
      {
        title: 'Loja Centro',
        address: {
          cep: '50030-230',
          country: 'Brasil',
          state: 'PE',
          city: 'Recife',
          district: 'Boa Vista',
          street: 'Rua da Aurora',
          number: '100',
        },
        enabled: true,
      },
      expect.objectContaining({ title: 'Loja Norte', enabled: false }),
    ]);
    expect(app.router.state.location.pathname).toBe('/unit/create_multiple');

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Salvar todas' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/units'));
    expect(sent).toHaveLength(2);
    // A long journey through two grids: room for a cold, shared machine.
  }, 90_000);
});

describe('admin bulk page (/admin/company/:id/client/create_multiple)', () => {
  it('is reached from the admin home and saves into that company with AdminSaveEntities', async () => {
    const sent: Array<Record<string, unknown>> = [];
    const app = renderApp({
      path: '/admin',
      user: { ...fixtureUser, id: 1, isAdmin: true },
      handlers: {
        ConsultarTodasEmpresasUsuarias: () => ({
          EMPRESAS: [{ id: 7, name: 'Outra', planName: 'TRIAL', active: true, trial: true, blocked: false }],
        }),
        AdminSaveEntities: (p) => {
          sent.push(p);
          return { IDS: [1], COUNT: 1 };
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Importar planilha para Outra' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Clientes' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Clientes: criar vários em Outra' }),
    ).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/admin/company/7/client/create_multiple');
    await user.upload(
      screen.getByTestId('spreadsheet-input'),
      new File(['Nome\nPadaria Aurora'], 'clientes.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText('1 linha')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Salvar todas' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/admin'));
    expect(sent).toEqual([{ COMPANY_ID: 7, ENTITY: 'client', ROWS: [{ name: 'Padaria Aurora' }] }]);
  }, 90_000);
});
