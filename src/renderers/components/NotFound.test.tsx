import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorEnvelope } from '../../runtime/protocol/envelope';
import { allFunctionalities } from '../testing/allFunctionalities';
import { fixtureUser } from '../testing/fixtureUser';
import { renderApp } from '../testing/renderApp';

const missing = () => errorEnvelope('ENTITY_NOT_FOUND', 'Registro não encontrado');

/** Every command a record page loads its record with, refused as the server refuses an absent id. */
const notFound = Object.fromEntries(
  [
    'GetEntity',
    'ConsultarAtividade',
    'ConsultarAtividadeRecorrente',
    'ConsultarModeloDocumento',
    'ConsultarDocumento',
    'ConsultarColaborador',
    'ConsultarGrupoPermissoes',
    'ConsultarTemplate',
    'ConsultarBiblioteca',
    'ConsultarPortalCliente',
  ].map((name) => [name, missing]),
);

const handlers = {
  ...notFound,
  ListarModelos: () => ({ MODELOS: [], PASTAS: [], OPCOES_ACESSO: { roles: [], squads: [], employees: [] } }),
  ListarBibliotecas: () => ({ BIBLIOTECAS: [], ARMAZENAMENTO: { usedBytes: 0, limitBytes: null } }),
  ConsultarGruposPermissoes: () => ({ GRUPOS: [] }),
  ConsultarGruposUsuario: () => ({ GRUPOS: [] }),
  ListarCategoriasTemplate: () => ({ CATEGORIAS: [] }),
  ConsultarMensagensAprovacao: missing,
  AbrirEdicaoModelo: missing,
};

describe('a record that is not there shows "not found" with a way back, never a spinner', () => {
  it.each([
    ['/client/view/99999', '/clients'],
    ['/client/edit/99999', '/clients'],
    ['/asset/view/99999', '/assets'],
    ['/task/view/99999', '/tasks'],
    ['/task/edit/99999/0', '/tasks'],
    ['/task/details/99999/0', '/tasks'],
    ['/task_in_progress/99999', '/tasks'],
    ['/approval/chat/99999', '/approval'],
    ['/form/view/99999', '/forms'],
    ['/form/edit/99999', '/forms'],
    ['/finished_form/99999', '/forms'],
    ['/employee/edit/99999', '/employees'],
    ['/permissions/99999', '/permissions'],
    ['/library/edit/99999', '/libraries'],
    ['/client/center/99999', '/clients'],
  ])('%s', async (path, back) => {
    renderApp({ path, user: fixtureUser, functionalities: allFunctionalities, handlers });
    expect(await screen.findByRole('heading', { level: 1, name: 'Registro não encontrado' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para a lista' }).getAttribute('href')).toBe(back);
    expect(screen.queryByRole('progressbar')).toBeNull();
    // The page says it: no "not found" toast on top of it.
    expect(screen.queryAllByRole('alert').map((a) => a.textContent)).not.toContainEqual(
      expect.stringContaining('Registro não encontrado'),
    );
  });

  it('/template/edit/99999 (template company)', async () => {
    renderApp({
      path: '/template/edit/99999',
      user: { ...fixtureUser, isTemplateCompany: true },
      functionalities: allFunctionalities,
      handlers,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Registro não encontrado' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para a lista' }).getAttribute('href')).toBe('/templates');
  });
});
