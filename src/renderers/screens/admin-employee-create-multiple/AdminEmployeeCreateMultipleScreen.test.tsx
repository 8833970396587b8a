import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorEnvelope, type Envelope } from '../../../runtime/protocol/envelope';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

const PASSWORD = 'Campo@2027';

function rowsRefused(): Envelope {
  const envelope = errorEnvelope(
    'ENTITY_ROWS_INVALID',
    'Nada foi salvo. linha 2, campo E-mail: Este e-mail já está cadastrado',
  );
  envelope.ROOT.ROW_ERRORS = [
    { row: 2, field: 'E-mail', path: 'email', message: 'Este e-mail já está cadastrado' },
  ];
  return envelope;
}

function licencesRefused(): Envelope {
  const envelope = errorEnvelope(
    'PLAN_LIMIT_REACHED',
    'Você atingiu o limite do seu plano para esta funcionalidade',
  );
  envelope.ROOT.LIMIT_KEY = 'licenses';
  envelope.ROOT.LIMIT = { allowed: true, hasLimit: true, limit: 12, limitUsed: 11, limitExceeded: false };
  return envelope;
}

describe('admin bulk employee page (/admin/company/:id/employee/create_multiple)', () => {
  it('is reached from the admin home, explains the columns and creates the sheet’s employees', async () => {
    const sent: Array<Record<string, unknown>> = [];
    const answers = [rowsRefused, licencesRefused, () => ({ IDS: [31, 32], COUNT: 2 })];
    const app = renderApp({
      path: '/admin',
      user: { ...fixtureUser, id: 1, isAdmin: true },
      handlers: {
        ConsultarTodasEmpresasUsuarias: () => ({
          EMPRESAS: [{ id: 7, name: 'Outra', planName: 'TRIAL', active: true, trial: true, blocked: false }],
        }),
        AdminCriarColaboradores: (p) => {
          sent.push(p);
          return answers[sent.length - 1]!();
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Importar planilha para Outra' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Colaboradores' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Colaboradores: criar vários em Outra' }),
    ).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/admin/company/7/employee/create_multiple');
    expect(screen.getByText(/o nome de um cargo da empresa/)).toBeTruthy();
    expect(screen.getByText('Cargo')).toBeTruthy();

    // Columns named in the header row may come in any order.
    const csv = [
      'E-mail;Nome;Sobrenome;Telefone;Cargo;Senha',
      `ana@outra.campo;Ana;Alves;(81) 99999-0000;Operador;${PASSWORD}`,
      `dono@outra.campo;Beto;;;160;${PASSWORD}`,
    ].join('\n');
    await user.upload(
      screen.getByTestId('spreadsheet-input'),
      new File([csv], 'colaboradores.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText('2 linhas')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Salvar todas' }));
    expect(
      await screen.findByText('Nada foi salvo. Corrija as linhas com erro e salve novamente.'),
    ).toBeTruthy();
    expect(
      screen.getAllByText('linha 2, campo E-mail: Este e-mail já está cadastrado').length,
    ).toBeGreaterThan(0);
    expect(sent[0]).toEqual({
      COMPANY_ID: 7,
      ROWS: [
        {
          name: 'Ana',
          surname: 'Alves',
          email: 'ana@outra.campo',
          phone: '(81) 99999-0000',
          role: 'Operador',
          password: PASSWORD,
        },
        { name: 'Beto', surname: '', email: 'dono@outra.campo', phone: '', role: '160', password: PASSWORD },
      ],
    });

    await user.click(screen.getByRole('button', { name: 'Salvar todas' }));
    expect(
      await screen.findByText('Licenças livres na empresa: 1. Colaboradores na planilha: 2.'),
    ).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/admin/company/7/employee/create_multiple');

    await user.click(screen.getByRole('button', { name: 'Salvar todas' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/admin'));
    expect(sent).toHaveLength(3);
  }, 90_000);
});
