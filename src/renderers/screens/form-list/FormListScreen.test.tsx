import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CommandParams } from '../../../runtime/protocol/CommandFn';
import { errorEnvelope } from '../../../runtime/protocol/envelope';
import { allFunctionalities } from '../../testing/allFunctionalities';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

const open = { roles: [], squads: [], employees: [] };
const FOLDERS = [
  { id: 1, name: 'Segurança', parentId: null, permissions: open, hideFormsWhenFilling: false },
  { id: 2, name: 'Elétrica', parentId: 1, permissions: { ...open, roles: [3] }, hideFormsWhenFilling: false },
];
const form = (id: number, name: string, folderId: number | null, extra = {}) => ({
  id,
  name,
  folderId,
  state: 'active',
  version: 1,
  v1: false,
  updatedAt: '2026-11-20T10:00:00Z',
  updatedBy: 2,
  permissions: open,
  ...extra,
});

function listApp(path: string, handlers: Record<string, (p: CommandParams) => unknown> = {}) {
  return renderApp({
    path,
    user: fixtureUser,
    functionalities: allFunctionalities,
    handlers: {
      ListarModelos: (p) =>
        p.OPCOES_ACESSO
          ? {
              MODELOS: [],
              PASTAS: [],
              OPCOES_ACESSO: { roles: [{ id: 3, name: 'Eletricistas' }], squads: [], employees: [] },
            }
          : p.ESTADO === 'archived'
            ? {
                MODELOS: [form(7, 'Checklist antigo', null, { state: 'archived', v1: true })],
                PASTAS: FOLDERS,
              }
            : p.ESTADO === 'deleted'
              ? { MODELOS: [form(8, 'Rascunho', 1, { state: 'deleted' })], PASTAS: FOLDERS }
              : {
                  MODELOS: [
                    form(3, 'Inspeção NR-10', 2),
                    form(4, 'Satisfação', null),
                    form(5, 'Manutenção', 1),
                  ],
                  PASTAS: FOLDERS,
                },
      ...(handlers as Record<string, () => Record<string, unknown>>),
    },
  });
}

describe('/forms', () => {
  it('shows the nested folders, the selected folder forms, and runs the form actions', async () => {
    const user = userEvent.setup();
    const app = listApp('/forms', {
      ArquivarModelo: () => ({}),
      ClonarModelo: () => ({ ID: 11 }),
      MoverModelo: () => ({ PERMISSOES: open }),
      ConsultarModeloDocumento: () => ({
        MODELO: { id: 11, version: 1, permissions: open, model: { name: 'x', groups: [] } },
      }),
      AbrirEdicaoModelo: () => ({ ATIVA: true }),
      FecharEdicaoModelo: () => ({}),
    });
    const tree = await screen.findByRole('list', { name: 'Pastas' });
    const items = within(tree)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(items).toEqual([
      'Formulários (raiz)1 formulário',
      'Segurança1 formulário',
      'Acesso restritoElétrica1 formulário',
    ]);
    expect(screen.getByText('Satisfação')).toBeTruthy();
    expect(screen.queryByText('Inspeção NR-10')).toBeNull();

    await user.click(within(tree).getByText('Elétrica'));
    expect(await screen.findByText('Inspeção NR-10')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Preencher Inspeção NR-10' }).getAttribute('href')).toBe(
      '/form/view/3',
    );
    expect(screen.getByRole('link', { name: 'Editar Inspeção NR-10' }).getAttribute('href')).toBe(
      '/form/edit/3',
    );
    expect(screen.getByRole('link', { name: 'Novo formulário' }).getAttribute('href')).toBe(
      '/form/new?folder=2',
    );

    await user.click(screen.getByRole('button', { name: 'Mais ações de Inspeção NR-10' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Arquivar' }));
    await waitFor(() => expect(app.calls.some((c) => c.name === 'ArquivarModelo')).toBe(true));
    expect(app.calls.find((c) => c.name === 'ArquivarModelo')!.params).toEqual({ ID: 3 });

    await user.click(screen.getByRole('button', { name: 'Mais ações de Inspeção NR-10' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Mover' }));
    const move = await screen.findByRole('dialog', { name: 'Mover Inspeção NR-10' });
    await user.selectOptions(within(move).getByLabelText('Pasta de destino'), '1');
    await user.click(within(move).getByLabelText('Herdar as permissões da pasta de destino'));
    await user.click(within(move).getByRole('button', { name: 'Mover' }));
    await waitFor(() => expect(app.calls.some((c) => c.name === 'MoverModelo')).toBe(true));
    expect(app.calls.find((c) => c.name === 'MoverModelo')!.params).toEqual({
      ID: 3,
      PASTA_ID: 1,
      HERDAR_PERMISSOES: true,
    });

    await user.click(screen.getByRole('button', { name: 'Mais ações de Inspeção NR-10' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Clonar' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/form/edit/11'));
  });

  it('creates a subfolder, sets folder permissions recursively, and shows the server refusal on delete', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const app = listApp('/forms?folder=1', {
      SalvarPasta: () => ({ ID: 12 }),
      SalvarPermissoesPasta: () => ({ PERMISSOES: open }),
      ExcluirPasta: () =>
        errorEnvelope(
          'FOLDER_HAS_SUBFOLDERS',
          'Esta pasta tem subpastas: exclua-as antes de excluir a pasta',
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Ações da pasta Segurança' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Nova subpasta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova pasta' });
    await user.type(within(dialog).getByLabelText(/Nome da pasta/), 'Altura');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(app.calls.some((c) => c.name === 'SalvarPasta')).toBe(true));
    expect(app.calls.find((c) => c.name === 'SalvarPasta')!.params).toEqual({ NOME: 'Altura', PAI_ID: 1 });

    await user.click(within(screen.getByRole('list', { name: 'Pastas' })).getByText('Elétrica'));
    await user.click(await screen.findByRole('button', { name: 'Ações da pasta Elétrica' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Permissões da pasta' }));
    const perms = await screen.findByRole('dialog', { name: 'Permissões: Elétrica' });
    await user.click(within(perms).getByLabelText('Ocultar os formulários desta pasta ao preencher'));
    await user.click(within(perms).getByLabelText('Aplicar às subpastas e aos formulários'));
    await user.click(within(perms).getByRole('button', { name: 'Salvar permissões' }));
    await waitFor(() => expect(app.calls.some((c) => c.name === 'SalvarPermissoesPasta')).toBe(true));
    expect(app.calls.find((c) => c.name === 'SalvarPermissoesPasta')!.params).toEqual({
      ID: 2,
      PERMISSOES: { ...open, roles: [3] },
      OCULTAR_AO_PREENCHER: true,
      RECURSIVO: true,
    });

    await user.click(within(screen.getByRole('list', { name: 'Pastas' })).getByText('Segurança'));
    await user.click(await screen.findByRole('button', { name: 'Ações da pasta Segurança' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excluir pasta' }));
    expect(
      await screen.findByText('Esta pasta tem subpastas: exclua-as antes de excluir a pasta'),
    ).toBeTruthy();
  });
});

describe('/archived-forms', () => {
  it('unarchives (the V1 refusal comes from the server) and restores deleted forms', async () => {
    const user = userEvent.setup();
    const app = listApp('/archived-forms', {
      DesarquivarModelo: () => errorEnvelope('FORM_V1_UNARCHIVE', 'Não é possivel desarquivar modelos V1'),
      RestaurarModelo: () => ({}),
    });
    expect(await screen.findByText('Checklist antigo')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Mais ações de Checklist antigo' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Desarquivar' }));
    expect(await screen.findByText('Não é possivel desarquivar modelos V1')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Excluídos' }));
    expect(await screen.findByText('Rascunho')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Mais ações de Rascunho' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Restaurar' }));
    await waitFor(() => expect(app.calls.some((c) => c.name === 'RestaurarModelo')).toBe(true));
    expect(app.calls.find((c) => c.name === 'RestaurarModelo')!.params).toEqual({ ID: 8 });
  });

  it("shows a form's pending revision, late or disapproved, with a link to it", async () => {
    const user = userEvent.setup();
    const app = renderApp({
      path: '/forms',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: {
        ListarModelos: () => ({
          MODELOS: [
            form(4, 'Satisfação', null, {
              APROVACAO: { ESTADO: 'in_review', REVISAO_ID: 12, ROUND: 1, ATRASADA: true },
            }),
            form(6, 'Câmara fria', null, {
              APROVACAO: { ESTADO: 'disapproved', REVISAO_ID: 13, ROUND: 2, ATRASADA: false },
            }),
            form(9, 'Publicado', null, {
              APROVACAO: { ESTADO: 'approved', REVISAO_ID: 14, ROUND: 1, ATRASADA: false },
            }),
          ],
          PASTAS: [],
        }),
      },
    });
    const list = await screen.findByRole('list', { name: /Formulários de/ });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]!).getByText('Em revisão')).toBeTruthy();
    expect(within(items[0]!).getByText('Atrasada')).toBeTruthy();
    expect(within(items[1]!).getByText('Reprovado')).toBeTruthy();
    expect(within(items[2]!).queryByRole('link', { name: /Ver revisão/ })).toBeNull();
    await user.click(within(items[1]!).getByRole('link', { name: 'Ver revisão de Câmara fria' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/form/approval/review/13/2'));
  });
});
