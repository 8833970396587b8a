import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RouteMeta } from '../../src/runtime/metadata/RouteMeta';
import { DEFAULT_REPORT_SETTINGS } from '../../src/runtime/pdf/ReportSettings';
import { buildAppMetadata } from '../../src/runtime/metadata/buildAppMetadata';
import { bundledMetadataFiles } from '../../src/runtime/metadata/bundledMetadataFiles';
import { allFunctionalities } from '../../src/renderers/testing/allFunctionalities';
import { fixtureUser } from '../../src/renderers/testing/fixtureUser';
import { renderApp } from '../../src/renderers/testing/renderApp';

// Metadata -> rendered screen, for every route: where the user ends up, which frame is drawn and the page
// heading. Small on purpose, so a snapshot change is readable in review.
const { routes } = buildAppMetadata(bundledMetadataFiles());

function userFor(route: RouteMeta) {
  if (route.public) return undefined;
  if (route.admin) return { ...fixtureUser, id: 1, isAdmin: true };
  if (route.role === 'templateCompany') return { ...fixtureUser, isTemplateCompany: true };
  return fixtureUser;
}

function concretePath(path: string): string {
  return path.replace(/\/:[A-Za-z]+\?/g, '').replace(/:[A-Za-z]+/g, '7') || '/';
}

// What the screens read, answered the same for every route (screens that load data render their heading).
const formModel = {
  name: 'Checklist de segurança',
  groups: [{ id: 'g', name: 'Geral', fields: [{ id: 'note', name: 'Observação', type: 'textShort' }] }],
};

const handlers = {
  CheckRecoveryCode: () => ({ VALID: true }),
  ConsultarGruposUsuario: () => ({ GRUPOS: [] }),
  ConsultarGrupoPermissoes: () => ({ GRUPO: { id: 7, name: 'Técnicos', type: 'G', levels: {}, staff: [] } }),
  GetCompanyPlanFromBackend: () => ({
    PLAN: {
      id: 1,
      name: 'BUSINESS',
      periodEnd: '31/12/2026',
      usedLicenses: 3,
      paidLicenses: 10,
      freeLicenses: 1,
      status: 'active',
      trial: false,
      blocked: false,
      paymentOverdueDays: 0,
      unfinishedSetup: false,
      trialEndDate: null,
      serverDate: '01/06/2026',
    },
  }),
  ConsultarDadosEmpresa: () => ({
    EMPRESA: { id: 10, name: 'Demo', cnpj: '', contact: '', phone: '', segmentId: 194, customization: {} },
  }),
  ConsultarOpcoesQuantidadeColaboradores: () => ({ OPCOES: [{ key: '1-4', label: '1 a 4' }] }),
  ConsultarTodasEmpresasUsuarias: () => ({ EMPRESAS: [] }),
  GetFunctionalities: () => ({ FUNCTIONALITIES: [] }),
  GetCommandsByFunctionality: () => ({ COMMANDS: [] }),
  ConsultarFuncionalidadesEmpresa: () => ({ FUNCIONALIDADES: [] }),
  ListEntities: () => ({ ITEMS: [], TOTAL: 0 }),
  ConsultarPosicaoDosColaboradoresNoMapa: () => ({ COLABORADORES: { COLABORADOR: [] } }),
  GetEntity: () => ({ ITEM: { id: 7, version: 1 }, VERSION: 1 }),
  ListarColaboradores: () => ({ COLABORADORES: [] }),
  ConsultarColaborador: () => ({
    COLABORADOR: { id: 7, name: 'Nina', surname: 'Nova', phone: '', email: 'nina@demo.campo', roleId: 160 },
  }),
  ConsultarGruposPermissoes: () => ({ GRUPOS: [{ id: 160, name: 'Operador', type: 'E', assignable: true }] }),
  ConsultarConvite: () => ({ CONVITE: { email: 'nina@demo.campo', company: 'Demo', role: 'Operador' } }),
  ListarTemplates: () => ({ TEMPLATES: [] }),
  ListarBibliotecas: () => ({ BIBLIOTECAS: [], ARMAZENAMENTO: { usedBytes: 0, limitBytes: null } }),
  ConsultarBiblioteca: () => ({
    BIBLIOTECA: {
      id: 1,
      name: 'Manuais',
      parentId: null,
      restricted: false,
      allowed: { roles: [], squads: [], employees: [] },
      path: [{ id: 1, name: 'Manuais' }],
      children: [],
      files: [],
    },
    OPCOES_ACESSO: { roles: [], squads: [], employees: [] },
  }),
  ConsultarPortalCliente: () => ({
    CLIENTE: { id: 1, name: 'Padaria' },
    PORTAL: {
      enabled: false,
      link: null,
      hasPassword: false,
      accentColor: '',
      showExtraContacts: false,
      allowActivityDetails: false,
      hasBanner: false,
      hasLogo: false,
      imageVersion: 0,
    },
  }),
  ConsultarPortalPublico: () => ({ PASSWORD_REQUIRED: true }),
  ConsultarConfiguracoesRelatorio: () => ({ CONFIGURACOES: DEFAULT_REPORT_SETTINGS }),
  ConsultarArquivoPublico: () => ({
    ARQUIVO: { name: 'Manual.zip', contentType: 'application/zip', size: 10 },
  }),
  ListarCategoriasTemplate: () => ({ CATEGORIAS: [] }),
  ConsultarModeloDocumento: () => ({ MODELO: { id: 7, version: 1, model: formModel } }),
  ConsultarDocumento: () => ({
    DOCUMENTO: {
      id: 7,
      formId: 7,
      version: 1,
      values: { note: 'Tudo certo' },
      header: {},
      plans: {},
      finished: true,
      score: null,
      createdAt: '2026-11-21T10:00:00.000Z',
      finishedAt: '2026-11-21T10:05:00.000Z',
    },
    MODELO: formModel,
  }),
  ConsultarTemplate: () => ({
    TEMPLATE: {
      id: 7,
      name: 'Checklist',
      code: '',
      abstract: '',
      description: '',
      categoryId: null,
      order: 0,
      model: {},
      images: [],
    },
  }),
};

describe('every route renders from metadata', () => {
  it.each(routes.map((r) => [r.name, r] as const))('%s', async (_name, route) => {
    const app = renderApp({
      path: concretePath(route.path),
      user: userFor(route),
      functionalities: allFunctionalities,
      handlers,
    });
    await waitFor(() => expect(document.querySelector('main h1, main [role="progressbar"]')).toBeTruthy());
    await screen.findByRole('heading', { level: 1 });
    // Let the screen's own loads settle: a title may change once its record arrives.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    const heading = screen.getByRole('heading', { level: 1 });
    const frame = screen.queryByRole('banner')
      ? 'main'
      : screen.queryByText(/em um só lugar/)
        ? 'auth'
        : 'bare';
    expect({
      path: route.path,
      landed: app.router.state.location.pathname + app.router.state.location.search,
      frame,
      heading: heading.textContent,
    }).toMatchSnapshot();
  });
});
