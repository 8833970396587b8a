import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

const COLABORADORES = [
  {
    id: 2,
    personId: 20,
    name: 'Maria',
    surname: 'Dona',
    phone: '(11) 99999-0000',
    email: 'dono@demo.campo',
    roleId: 158,
    role: 'Administrador',
    isActive: true,
    isShared: false,
    isOwner: true,
    lastLogin: null,
    online: false,
  },
  {
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
    lastLogin: new Date().toISOString(),
    online: true,
  },
];
const GRUPOS = [
  { id: 158, name: 'Administrador', type: 'E', assignable: true },
  { id: 160, name: 'Operador', type: 'E', assignable: true },
];

/** ListarUsuariosRotativos's answer: Rita, a shared person, with `device` as her tracker. */
const rotaryList = (device: Record<string, unknown> | null) => ({
  USUARIOS: [
    {
      id: 3,
      name: 'Rita Rotativa',
      code: '529.982.247-25',
      status: 'active',
      accessesLastMonth: 0,
      activatedAt: null,
      DISPOSITIVO: device,
    },
  ],
  ACESSOS_MES: { hasLimit: false, limit: null, limitUsed: 0, limitExceeded: false },
});

describe('/employees', () => {
  it('lists the employees with their role and status; the owner cannot be deactivated', async () => {
    const app = renderApp({
      path: '/employees',
      user: fixtureUser,
      functionalities: { EMPLOYEE: 'EDIT' },
      handlers: { ListarColaboradores: () => ({ COLABORADORES }), AlterarStatusColaborador: () => ({}) },
    });
    const grid = await screen.findByRole('grid', { name: 'Lista de colaboradores' });
    const operator = (await within(grid).findByText('operador@demo.campo')).closest(
      '[role="row"]',
    ) as HTMLElement;
    expect(operator.querySelector('[data-field="role"]')?.textContent).toBe('Operador');
    expect(within(operator).getByText('Online agora')).toBeTruthy();
    const owner = within(grid).getByText('dono@demo.campo').closest('[role="row"]') as HTMLElement;
    expect(within(owner).queryByRole('button', { name: 'Desativar' })).toBeNull();
    await userEvent.click(within(operator).getByRole('button', { name: 'Desativar' }));
    await waitFor(() =>
      expect(app.calls.find((c) => c.name === 'AlterarStatusColaborador')?.params).toEqual({
        ID: 5,
        ATIVO: false,
      }),
    );
  });

  it('a viewer gets no new, invite or status actions', async () => {
    renderApp({
      path: '/employees',
      user: { ...fixtureUser, isCompanyAdmin: false, isCompanyOwner: false, personId: 99 },
      functionalities: { EMPLOYEE: 'VIEW' },
      handlers: { ListarColaboradores: () => ({ COLABORADORES }) },
    });
    await screen.findByText('operador@demo.campo');
    expect(screen.queryByRole('button', { name: 'Convidar' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Novo colaborador' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Desativar' })).toBeNull();
  });

  it('the invite dialog checks the list as the server does before sending', async () => {
    const app = renderApp({
      path: '/employees',
      user: fixtureUser,
      functionalities: { EMPLOYEE: 'EDIT' },
      handlers: {
        ListarColaboradores: () => ({ COLABORADORES }),
        ConsultarGruposPermissoes: () => ({ GRUPOS }),
        EnviarConvites: () => ({ CONVITES: [] }),
        ListarConvites: () => ({
          CONVITES: [
            {
              id: 1,
              email: 'a@fora.campo',
              roleId: 160,
              role: 'Operador',
              expiresAt: '',
              sentAt: '',
              status: 'active',
              remainingDays: 6,
              remainingHours: 23,
            },
          ],
        }),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Convidar' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar convites' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Preencha todos os campos');
    const first = within(dialog).getByRole('group', { name: 'Convite 1' });
    await user.type(within(first).getByLabelText(/^E-mail/), 'a@fora.campo');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar convites' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Selecione a função de cada convite');
    await user.selectOptions(within(first).getByLabelText(/^Função/), '160');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar e-mail' }));
    const second = within(dialog).getByRole('group', { name: 'Convite 2' });
    await user.type(within(second).getByLabelText(/^E-mail/), 'A@fora.campo');
    await user.selectOptions(within(second).getByLabelText(/^Função/), '158');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar convites' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'E-mail repetido na lista de convites: a@fora.campo',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remover convite 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar convites' }));
    await waitFor(() =>
      expect(app.calls.find((c) => c.name === 'EnviarConvites')?.params).toEqual({
        CONVITES: [{ email: 'a@fora.campo', roleId: 160, days: 7 }],
      }),
    );
    expect(await screen.findByText('Expira em 6 d 23 h')).toBeTruthy();
  });

  it("sets a shared person's GPS tracker from its row in a dialog, and the row shows it", async () => {
    const device = {
      TRACCAR_DEVICE_ID: 9,
      IDENTIFICADOR: 'rita-fone',
      SERVIDOR: 'https://campo.example/api/osmand',
      CONFIG_URL: 'https://campo.example/api/osmand?id=rita-fone',
    };
    let saved: typeof device | null = null;
    const app = renderApp({
      path: '/employees?tab=rotary',
      user: fixtureUser,
      functionalities: { EMPLOYEE: 'EDIT' },
      handlers: {
        ListarUsuariosRotativos: () => rotaryList(saved),
        SalvarDispositivoColaborador: (p) => {
          saved = p.REMOVER ? null : { ...device, IDENTIFICADOR: String(p.IDENTIFICADOR) };
          return saved ?? {};
        },
      },
    });
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Usuários rotativos' });
    const row = within(table).getByText('Rita Rotativa').closest('tr')!;
    expect(within(row).getByText('Sem rastreador')).toBeTruthy();
    const open = within(row).getByRole('button', { name: 'Rastreador GPS de Rita Rotativa' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Rastreador GPS de Rita Rotativa' });
    expect(within(dialog).getByText('Nenhum identificador gerado.')).toBeTruthy();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Identificador do dispositivo' }),
      'rita-fone',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Usar este identificador' }));
    await waitFor(() =>
      expect(app.calls.find((c) => c.name === 'SalvarDispositivoColaborador')?.params).toEqual({
        CODIGO_USUARIO_ROTATIVO: '529.982.247-25',
        IDENTIFICADOR: 'rita-fone',
      }),
    );
    expect(await within(dialog).findByText('https://campo.example/api/osmand')).toBeTruthy();
    // The list is asked again: the row shows the identifier behind the dialog.
    await waitFor(() => expect(within(row).getByText('rita-fone')).toBeTruthy());
    expect(within(row).queryByText('Sem rastreador')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Remover identificador' }));
    await waitFor(() => expect(within(row).getByText('Sem rastreador')).toBeTruthy());
    expect(document.activeElement).toBe(
      within(dialog).getByRole('textbox', { name: 'Identificador do dispositivo' }),
    );
    expect(app.calls.filter((c) => c.name === 'SalvarDispositivoColaborador').at(-1)?.params).toEqual({
      CODIGO_USUARIO_ROTATIVO: '529.982.247-25',
      REMOVER: true,
    });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(open);
  });

  it('a viewer sees the tracker of each shared person, with no button to change it', async () => {
    renderApp({
      path: '/employees?tab=rotary',
      user: { ...fixtureUser, isCompanyAdmin: false, isCompanyOwner: false, personId: 99 },
      functionalities: { EMPLOYEE: 'VIEW' },
      handlers: {
        ListarUsuariosRotativos: () =>
          rotaryList({ TRACCAR_DEVICE_ID: 9, IDENTIFICADOR: 'demo-rita', SERVIDOR: 'x', CONFIG_URL: null }),
      },
    });
    expect(await screen.findByText('demo-rita')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Rastreador GPS/ })).toBeNull();
  });
});
