import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

const GRUPOS = [
  { id: 158, name: 'Administrador', type: 'E', levels: {}, staffCount: 1, editable: false },
  { id: 300, name: 'Técnicos', type: 'G', levels: {}, staffCount: 2, editable: true },
];
const tecnicos = {
  id: 300,
  name: 'Técnicos',
  type: 'G',
  levels: { TASK: 'EDIT', CLIENT: 'VIEW', MOBILE_ACCESS: 'EDIT' },
  staff: [
    { userId: 4, name: 'Ana', email: 'a@x' },
    { userId: 5, name: 'Bia', email: 'b@x' },
  ],
};

describe('/permissions/:roleId', () => {
  it('edits the name and levels of a custom role and saves them', async () => {
    const app = renderApp({
      path: '/permissions/300',
      user: fixtureUser,
      handlers: {
        ConsultarGruposUsuario: () => ({ GRUPOS }),
        ConsultarGrupoPermissoes: () => ({ GRUPO: tecnicos }),
        SalvarGrupoPermissoes: () => ({ GRUPO: { id: 300 } }),
      },
    });
    const name = await screen.findByRole('textbox', { name: /Nome da função/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Técnicos de campo');
    const clients = screen.getByRole('radiogroup', { name: 'Clientes' });
    await userEvent.click(within(clients).getByRole('radio', { name: 'Editor' }));
    const mobile = screen.getByRole('radiogroup', { name: 'Acesso pelo aplicativo' });
    expect((within(mobile).getByRole('radio', { name: 'Habilitar' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(mobile).getByRole('radio', { name: 'Desabilitar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(app.calls.some((c) => c.name === 'SalvarGrupoPermissoes')).toBe(true));
    const params = app.calls.find((c) => c.name === 'SalvarGrupoPermissoes')?.params;
    expect(params).toMatchObject({ ID: '300', NAME: 'Técnicos de campo' });
    expect(params?.LEVELS).toMatchObject({ TASK: 'EDIT', CLIENT: 'EDIT', MOBILE_ACCESS: 'DISABLE' });
    expect(await screen.findByText('Permissões salvas com sucesso')).toBeTruthy();
  });

  it('a company-wide role is read-only', async () => {
    renderApp({
      path: '/permissions/158',
      user: fixtureUser,
      handlers: {
        ConsultarGruposUsuario: () => ({ GRUPOS }),
        ConsultarGrupoPermissoes: () => ({
          GRUPO: { id: 158, name: 'Administrador', type: 'E', levels: {}, staff: [] },
        }),
      },
    });
    expect(await screen.findByText(/Esta é uma função padrão/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
  });

  it('deleting a role with staff asks where to move them', async () => {
    const app = renderApp({
      path: '/permissions/300',
      user: fixtureUser,
      handlers: {
        ConsultarGruposUsuario: () => ({ GRUPOS }),
        ConsultarGrupoPermissoes: () => ({ GRUPO: tecnicos }),
        ExcluirGrupoPermissoes: () => ({}),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir função' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Excluir função' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: /Mover colaboradores para/ }),
      '158',
    );
    await userEvent.click(confirm);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/permissions'));
    expect(app.calls.find((c) => c.name === 'ExcluirGrupoPermissoes')?.params).toEqual({
      ID: '300',
      MOVE_TO_ID: 158,
    });
  });

  it('a new role is created without an id', async () => {
    const app = renderApp({
      path: '/permissions/new',
      user: fixtureUser,
      handlers: {
        ConsultarGruposUsuario: () => ({ GRUPOS }),
        SalvarGrupoPermissoes: () => ({ GRUPO: { id: 301 } }),
      },
    });
    await userEvent.type(await screen.findByRole('textbox', { name: /Nome da função/ }), 'Auditores');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/permissions/301'));
    const params = app.calls.find((c) => c.name === 'SalvarGrupoPermissoes')?.params;
    expect(params).not.toHaveProperty('ID');
    expect(params).toMatchObject({ NAME: 'Auditores', LEVELS: { TASK: 'VIEW' } });
  });
});
