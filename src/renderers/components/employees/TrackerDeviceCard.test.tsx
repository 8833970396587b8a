import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

const COLABORADOR = {
  id: 5,
  personId: 50,
  name: 'Otávio',
  surname: 'Operador',
  phone: '(11) 98888-0000',
  email: 'operador@demo.campo',
  roleId: 160,
  role: 'Operador',
  isActive: true,
  isShared: false,
  isOwner: false,
  lastLogin: null,
  online: false,
};
const DEVICE = {
  TRACCAR_DEVICE_ID: 3,
  IDENTIFICADOR: '842913',
  SERVIDOR: 'https://campo.example/api/osmand',
  CONFIG_URL: 'https://campo.example/api/osmand?id=842913',
};

describe("the employee page's GPS tracker", () => {
  it('generates an identifier, shows the server, the identifier and a QR code, and removes it', async () => {
    const app = renderApp({
      path: '/employee/edit/5',
      user: fixtureUser,
      functionalities: { EMPLOYEE: 'EDIT' },
      handlers: {
        ConsultarColaborador: () => ({ COLABORADOR, DISPOSITIVO: null }),
        ConsultarGruposPermissoes: () => ({
          GRUPOS: [{ id: 160, name: 'Operador', type: 'E', assignable: true }],
        }),
        SalvarDispositivoColaborador: (p) => (p.REMOVER ? {} : DEVICE),
      },
    });
    const section = await screen.findByRole('region', { name: 'Rastreador GPS' }, { timeout: 10_000 });
    expect(within(section).getByText('Nenhum identificador gerado.')).toBeTruthy();
    await userEvent.click(within(section).getByRole('button', { name: 'Gerar identificador' }));
    expect(await within(section).findByText('842913')).toBeTruthy();
    expect(within(section).getByText('https://campo.example/api/osmand')).toBeTruthy();
    expect(app.calls.find((c) => c.name === 'SalvarDispositivoColaborador')!.params).toEqual({
      ID_COLABORADOR: 5,
    });
    const qr = await within(section).findByRole('img', {
      name: 'Código QR que configura o Traccar Client: servidor https://campo.example/api/osmand, identificador 842913',
    });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);

    await userEvent.type(
      within(section).getByRole('textbox', { name: 'Identificador do dispositivo' }),
      'abc-1',
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Usar este identificador' }));
    await waitFor(() =>
      expect(app.calls.filter((c) => c.name === 'SalvarDispositivoColaborador').at(-1)!.params).toEqual({
        ID_COLABORADOR: 5,
        IDENTIFICADOR: 'abc-1',
      }),
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Remover identificador' }));
    expect(await within(section).findByText('Nenhum identificador gerado.')).toBeTruthy();
  });
});
