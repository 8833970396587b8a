import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLevelActive, type Level } from '../../runtime/access/Level';
import type { Envelope } from '../../runtime/protocol/envelope';
import type { LoggedUser } from '../../runtime/session/LoggedUser';
import { PROJECT_ROOT } from '../app';
import { allCommands } from '../commands/allCommands';
import { loadServerMetadata } from '../metadata/loadServerMetadata';
import { startTestApp, testBackends, type TestApp } from '../testing/testApp';

/** Who calls, and what the contract says about them (docs/access-commands.md, spec 000 section 6). */
interface Caller {
  name: string;
  login?: string;
  admin?: boolean;
  shared?: boolean;
  owner?: boolean;
  companyAdmin?: boolean;
  templateCompany?: boolean;
}

const CALLERS: Caller[] = [
  { name: 'owner', login: 'dono@demo.campo', owner: true, companyAdmin: true },
  { name: 'administrator 158', login: 'admin@demo.campo', companyAdmin: true },
  { name: 'supervisor 159', login: 'supervisor@demo.campo' },
  { name: 'operator 160', login: 'operador@demo.campo' },
  { name: 'viewer 161', login: 'visualizador@demo.campo' },
  { name: 'shared', login: 'rotativo@demo.campo', shared: true },
  { name: 'platform admin', login: 'admin', admin: true },
  { name: 'no token' },
  { name: 'owner of Outra', login: 'dono@outra.campo', owner: true, companyAdmin: true },
  {
    name: 'template company',
    login: 'modelos@campo.campo',
    owner: true,
    companyAdmin: true,
    templateCompany: true,
  },
];

interface Me {
  companyId: number;
  personId: number;
  userId: number;
}

/**
 * Minimal valid-ish params per command: enough to pass parameter validation, harmless to the rest of the
 * suite (wrong old passwords, unknown ids, settings equal to the declaration). A command missing here
 * fails the test, so a new command gets a row when it is registered.
 */
const SAMPLES: Record<string, (me: Me) => Record<string, string>> = {
  Login: () => ({ USERNAME: 'ninguem@nada.campo', PASSWORD: 'x' }),
  Logout: () => ({}),
  ConsultarUsuarioLogado: () => ({ INTERFACE: 'FLOW' }),
  RequestPasswordRecovery: () => ({ EMAIL: 'ninguem@nada.campo' }),
  CheckRecoveryCode: () => ({ CODE: 'nope' }),
  RecoverPassword: () => ({ CODE: 'nope', PASSWORD: 'Campo@2027', CONFIRMATION: 'Campo@2027' }),
  SaveProfile: () => ({ NAME: 'Mesmo Nome' }),
  ChangePassword: () => ({ OLD_PASSWORD: 'wrong', NEW_PASSWORD: 'Campo@2027', CONFIRMATION: 'Campo@2027' }),
  SaveProfilePhoto: () => ({}),
  ConsultarFotoPessoa: (me) => ({ ID_PESSOA: String(me.personId || 1) }),
  SaveUserTourSettings: () => ({ TOUR_SETTINGS: JSON.stringify({ skip: true }) }),
  GetCompanyPlanFromBackend: () => ({}),
  CheckIfHasLimit: (me) => ({ COMPANY_ID: String(me.companyId || 1), ENTITY_TYPE: 'ROLES' }),
  WebhookTrigger: () => ({ EVENT_TYPE: 'TOUR_STEP', PAYLOAD: '{"step":"first"}' }),
  ConsultarGruposUsuario: () => ({}),
  ConsultarGrupoPermissoes: () => ({ ID: '158' }),
  SalvarGrupoPermissoes: () => ({ ID: '999999', NAME: 'Ninguém', LEVELS: '{}' }),
  ExcluirGrupoPermissoes: () => ({ ID: '999999' }),
  ConsultarDadosEmpresa: () => ({}),
  SalvarDadosEmpresa: () => ({ DATA: JSON.stringify({ name: '' }) }),
  ListEntities: () => ({ ENTITY: 'client', PAGE_SIZE: '1' }),
  SaveListColumns: () => ({ ENTITY: 'client', COLUMNS: JSON.stringify({ order: ['name'], hidden: [] }) }),
  GetEntity: () => ({ ENTITY: 'client', ID: '999999' }),
  SaveEntity: () => ({ ENTITY: 'client', DATA: '{}' }),
  DeleteEntity: () => ({ ENTITY: 'client', ID: '999999' }),
  SaveEntities: () => ({ ENTITY: 'unit', ROWS: '[{}]' }),
  ConsultarClientesPorPalavra: () => ({ PALAVRA: 'a' }),
  ConsultarUnidadesSimples: () => ({}),
  ConsultarFamilias: () => ({}),
  ConsultarItens: () => ({}),
  ConsultarEquipesVersionadas: () => ({}),
  ConsultarParquesServico: () => ({}),
  ConsultarPontosServicos: () => ({}),
  ConsultarTiposPontosServicos: () => ({}),
  ConsultarFuncionalidadesEmpresa: () => ({}),
  SalvarFuncionalidadesEmpresa: () => ({ FUNCTIONALITIES: JSON.stringify({}) }),
  GetFunctionalities: () => ({}),
  SaveFunctionalities: () => ({ FUNCTIONALITIES: '[]' }),
  UpdatePlanNextPermissions: () => ({}),
  UpdateCompanyNextPermissions: () => ({}),
  CheckNextPermission: (me) => ({ COMPANY_ID: String(me.companyId || 1), PERMISSIONS: '{}' }),
  GetNextPermissionsAndLimits: (me) => ({ COMPANY_ID: String(me.companyId || 1) }),
  GetCustomizedPermissionsCompanies: () => ({}),
  ConsultarTodasEmpresasUsuarias: () => ({}),
  AdminUpdateCompanyPlan: () => ({ COMPANY_ID: '999999', DATA: '{}' }),
  AdminSaveEntities: () => ({ COMPANY_ID: '999999', ENTITY: 'unit', ROWS: '[{}]' }),
  AdminCriarColaboradores: () => ({ COMPANY_ID: '999999', ROWS: '[{}]' }),
  VerifyIfBillingIntegrationIdAlreadyExists: () => ({ INTEGRATION_ID: 'x', COMPANY_ID: '1' }),
  GetCommandsByFunctionality: () => ({}),
  SaveCommandFunctionality: () => ({ NAME: 'SaveProfile', FUNCTIONALITY: '' }),
  RegisterCompany: () => ({
    NAME: 'X',
    COMPANY_NAME: 'X',
    CNPJ: '1',
    PHONE: '1',
    EMAIL: 'x',
    EMPLOYEES: '1-4',
    PASSWORD: 'x',
    CONFIRMATION: 'x',
  }),
  ConsultarOpcoesQuantidadeColaboradores: () => ({}),
  CompleteOnboarding: () => ({}),
  ConsultarColaboradoresFlow: (me) => ({ ID_EMPRESA_USUARIA: String(me.companyId || 1) }),
  PesquisarEndereco: () => ({ ENDERECO: 'Rua Nenhuma' }),
  CompartilharAtivo: () => ({ ID: '999999' }),
  ConsultarAtivoPublico: () => ({ TOKEN: '1-nenhum' }),
  ListarBibliotecas: () => ({}),
  ConsultarBiblioteca: () => ({ ID: '999999' }),
  SalvarBiblioteca: () => ({ ID: '999999', NAME: 'Nenhuma' }),
  ExcluirBiblioteca: () => ({ ID: '999999' }),
  EnviarArquivoBiblioteca: () => ({ LIBRARY_ID: '999999' }),
  ExcluirArquivoBiblioteca: () => ({ ID: '999999' }),
  BaixarArquivoBiblioteca: () => ({ ID: '999999' }),
  CompartilharArquivoBiblioteca: () => ({ ID: '999999' }),
  ConsultarArquivoPublico: () => ({ TOKEN: '1-nenhum' }),
  BaixarArquivoPublico: () => ({ TOKEN: '1-nenhum' }),
  ConsultarPortalCliente: () => ({ ID: '999999' }),
  SalvarPortalCliente: () => ({ ID: '999999' }),
  ConsultarImagemPortalCliente: () => ({ ID: '999999', KIND: 'logo' }),
  ConsultarPortalPublico: () => ({ TOKEN: '1-nenhum' }),
  ConsultarImagemPortalPublico: () => ({ TOKEN: '1-nenhum', KIND: 'logo' }),
  ConsultarCompartilhamentoAtivo: () => ({ ID: '999999' }),
  ConsultarConfiguracaoMapa: () => ({}),
  ListarColaboradores: () => ({}),
  ConsultarColaborador: (me) => ({ ID: String(me.userId || 1) }),
  SalvarColaborador: () => ({
    ID: '999999',
    NAME: 'Ninguém',
    SURNAME: 'Nada',
    PHONE: '(11) 99999-0000',
    EMAIL: 'ninguem@nada.campo',
    ROLE_ID: '160',
  }),
  AlterarStatusColaborador: () => ({ ID: '999999', ATIVO: 'false' }),
  ConsultarGruposPermissoes: () => ({}),
  EnviarConvites: () => ({ CONVITES: JSON.stringify([{ email: 'x', roleId: 160, days: 1 }]) }),
  ListarConvites: () => ({}),
  ReenviarConvite: () => ({ ID: '999999' }),
  ExcluirConvite: () => ({ ID: '999999' }),
  ConsultarConvite: () => ({ TOKEN: '1-nenhum' }),
  AceitarConvite: () => ({
    TOKEN: '1-nenhum',
    NAME: 'X',
    SURNAME: 'Y',
    PHONE: '1',
    PASSWORD: 'x',
    CONFIRMATION: 'x',
  }),
  ListarUsuariosRotativos: () => ({}),
  SalvarUsuarioRotativo: () => ({ ID: '999999', NAME: 'X', CODE: 'X' }),
  AlterarStatusUsuarioRotativo: () => ({ ID: '999999', ACAO: 'ATIVAR' }),
  ExcluirUsuarioRotativo: () => ({ ID: '999999' }),
  ListarCategoriasTemplate: () => ({}),
  SalvarCategoriaTemplate: () => ({ ID: '999999', NAME: 'X' }),
  ExcluirCategoriaTemplate: () => ({ ID: '999999' }),
  ListarTemplates: () => ({}),
  ConsultarTemplate: () => ({ ID: '999999' }),
  SalvarTemplate: () => ({ ID: '999999', DATA: JSON.stringify({ name: 'X' }) }),
  ExcluirTemplate: () => ({ ID: '999999' }),
  ConsultarModeloTemplate: () => ({ ID: '999999' }),
  ConsultarImagensInformativasTemplate: () => ({ ID_TEMPLATE: '999999' }),
  UsarModeloTemplate: () => ({ ID: '999999' }),
  EnviarArquivoDocumento: () => ({ MODELO_ID: '999999', CAMPO_ID: 'foto' }),
  BaixarArquivoDocumento: () => ({ ID: 'nenhum' }),
  EnviarImagemModelo: () => ({}),
  BaixarImagemModelo: () => ({ ID: 'nenhum' }),
  SalvarDocumento: () => ({ MODELO_ID: '999999', VERSAO: '1', VALORES: '{}', FINALIZADO: '0' }),
  ConsultarDocumento: () => ({ ID: '999999' }),
  ListarDocumentos: () => ({ PAGE_SIZE: '1' }),
  SalvarAtividade: () => ({
    ATIVIDADE: JSON.stringify({
      title: 'Nenhuma',
      formId: 999999,
      responsible: { kind: 'sharedCode', code: 'x', codeType: 'TOKEN' },
      startDate: '2030-01-01',
    }),
  }),
  ConsultarAtividade: () => ({ ID: '999999' }),
  ConsultarAtividadesFlowV2: () => ({ PAGE_SIZE: '1' }),
  ExcluirAtividades: () => ({ IDS: '[999999]', FRASE: 'não', SENHA: 'x' }),
  AlterarAtividades: () => ({ IDS: '[999999]', ALTERACOES: '{"urgent":true}' }),
  AprovarAtividade: () => ({ ID: '999999' }),
  ReprovarAtividade: () => ({ ID: '999999', JUSTIFICATIVA: 'Não' }),
  ConsultarAprovacoes: () => ({ PAGE_SIZE: '1' }),
  EnviarMensagemAprovacao: () => ({ ID: '999999', TEXTO: 'Oi' }),
  ConsultarMensagensAprovacao: () => ({ ID: '999999' }),
  SalvarAtividadeRecorrente: () => ({
    ATIVIDADE: JSON.stringify({
      title: 'Nenhuma',
      formId: 999999,
      responsible: { kind: 'sharedCode', code: 'x', codeType: 'TOKEN' },
      startDate: '2030-01-01',
    }),
    RECORRENCIA: JSON.stringify({ recurrenceType: 'monthly', monthDay: 1 }),
  }),
  ConsultarAtividadeRecorrente: () => ({ ID: '999999' }),
  ConsultarAtividadesRecorrentes: () => ({ PAGE_SIZE: '1' }),
  ExcluirAtividadeRecorrente: () => ({ ID: '999999' }),
  SolicitarDownload: () => ({ IDS: '[999999]', FORMATO: 'excel' }),
  ConsultarDownloads: () => ({}),
  BaixarDownload: () => ({ ID: '999999' }),
  SalvarAtividades: () => ({
    ATIVIDADES: JSON.stringify([
      {
        title: 'Nenhuma',
        formId: 999999,
        responsible: { kind: 'sharedCode', code: 'x', codeType: 'TOKEN' },
        startDate: '2030-01-01',
      },
    ]),
  }),
  SalvarAtividadesRecorrentes: () => ({
    ITENS: JSON.stringify([
      {
        ATIVIDADE: {
          title: 'Nenhuma',
          formId: 999999,
          responsible: { kind: 'sharedCode', code: 'x', codeType: 'TOKEN' },
          startDate: '2030-01-01',
        },
        RECORRENCIA: { recurrenceType: 'monthly', monthDay: 1 },
      },
    ]),
  }),
  ListarModelos: () => ({}),
  ConsultarModeloDocumento: () => ({ ID: '999999' }),
  ConsultarAtributosIdEsquemaAtributos: () => ({ ID: '999999' }),
  ConsultarEdicaoModelo: () => ({ ID: '999999', EDICAO: 'x' }),
  ConsultarModeloCopia: () => ({ ID: '999999' }),
  SalvarModelo: () => ({ ID: '999999', EDICAO: 'x', MODELO: JSON.stringify({ name: 'X', groups: [] }) }),
  AbrirEdicaoModelo: () => ({ ID: '999999', EDICAO: 'x' }),
  FecharEdicaoModelo: () => ({ ID: '999999', EDICAO: 'x' }),
  ArquivarModelo: () => ({ ID: '999999' }),
  DesarquivarModelo: () => ({ ID: '999999' }),
  ExcluirModelo: () => ({ ID: '999999' }),
  RestaurarModelo: () => ({ ID: '999999' }),
  ClonarModelo: () => ({ ID: '999999' }),
  MoverModelo: () => ({ ID: '999999', PASTA_ID: 'null' }),
  SalvarPermissoesModelo: () => ({ ID: '999999', PERMISSOES: '{}' }),
  SalvarPasta: () => ({ ID: '999999', NOME: 'Nenhuma' }),
  ExcluirPasta: () => ({ ID: '999999' }),
  SalvarPermissoesPasta: () => ({ ID: '999999', PERMISSOES: '{}' }),
};

/** Codes only the gate answers: an allowed caller must never get one of them. */
const GATE_CODES = [
  'LOGIN_REQUIRED',
  'ADMIN_ONLY',
  'PERMISSION_DENIED',
  'NO_PERMISSION_EDIT',
  'BLOCK_SHARED_USER',
];

const metadata = loadServerMetadata(PROJECT_ROOT);

/**
 * Commands declared `functionalityFrom: "ENTITY"`: the entity each sample works on and the level the
 * command needs of that entity's functionality (reads VIEW, writes EDIT).
 */
const ENTITY_COMMANDS: Record<string, [entity: string, level: 'VIEW' | 'EDIT']> = {
  ListEntities: ['client', 'VIEW'],
  SaveListColumns: ['client', 'VIEW'],
  GetEntity: ['client', 'VIEW'],
  SaveEntity: ['client', 'EDIT'],
  DeleteEntity: ['client', 'EDIT'],
  SaveEntities: ['unit', 'EDIT'],
  ConsultarClientesPorPalavra: ['client', 'VIEW'],
  ConsultarUnidadesSimples: ['unit', 'VIEW'],
  ConsultarFamilias: ['family', 'VIEW'],
  ConsultarItens: ['item', 'VIEW'],
  ConsultarEquipesVersionadas: ['squad', 'VIEW'],
  ConsultarParquesServico: ['unit', 'VIEW'],
  ConsultarPontosServicos: ['asset', 'VIEW'],
  ConsultarTiposPontosServicos: ['assetType', 'VIEW'],
};

function entityFunctionality(entity: string): string {
  const meta = metadata.files[`metadata/entities/${entity}.json`] as
    { functionality: string; commandFunctionality?: string } | undefined;
  if (!meta) throw new Error(`no metadata/entities/${entity}.json`);
  return meta.commandFunctionality ?? meta.functionality;
}
const registry = allCommands();
// Logout revokes the caller's token, so it goes last.
const NAMES = [...registry.names().filter((n) => n !== 'Logout'), 'Logout'];

describe('the registry and the declarations', () => {
  it('declares every registered command, registers every declared one, and has a sample for each', () => {
    expect(registry.problemsAgainst(metadata.commands, metadata.ajv)).toEqual([]);
    expect(Object.keys(SAMPLES).sort()).toEqual(registry.names());
  });
});

describe.each(testBackends())('access of every command for every demo role on $name', (backend) => {
  let t: TestApp;
  const tokens = new Map<string, string>();
  const levels = new Map<string, Record<string, Level>>();
  const mes = new Map<string, Me>();

  beforeAll(async () => {
    t = await startTestApp(backend);
    for (const caller of CALLERS) {
      if (!caller.login) continue;
      const token = await t.login(caller.login);
      tokens.set(caller.name, token);
      const root = (await t.command('ConsultarUsuarioLogado', { INTERFACE: 'FLOW' }, token)).ROOT;
      const user = root.USUARIO_LOGADO as LoggedUser;
      levels.set(caller.name, root.FUNCTIONALITIES as Record<string, Level>);
      mes.set(caller.name, { companyId: user.companyId, personId: user.personId, userId: user.id });
    }
  });
  afterAll(() => t?.close());

  /** The refusal the declaration implies for this caller, or null when the gate lets it through. */
  const expectedRefusal = (name: string, caller: Caller): string | null => {
    const declaration = metadata.commands[name]!;
    if (declaration.access === 'public') return null;
    if (!caller.login) return 'LOGIN_REQUIRED';
    if (declaration.access === 'session') return null;
    if (declaration.access === 'admin') return caller.admin ? null : 'ADMIN_ONLY';
    if (caller.admin) return 'PERMISSION_DENIED';
    if (caller.shared) return 'BLOCK_SHARED_USER';
    if (declaration.role === 'companyOwner' && !caller.owner) return 'PERMISSION_DENIED';
    if (declaration.role === 'companyAdmin' && !caller.companyAdmin) return 'PERMISSION_DENIED';
    if (declaration.role === 'templateCompany' && !caller.templateCompany) return 'PERMISSION_DENIED';
    const fromEntity = declaration.functionalityFrom === 'ENTITY' ? ENTITY_COMMANDS[name] : undefined;
    if (declaration.functionalityFrom === 'ENTITY' && !fromEntity)
      throw new Error(`${name}: no ENTITY_COMMANDS row`);
    const functionality = fromEntity ? entityFunctionality(fromEntity[0]) : declaration.functionality;
    const needed = fromEntity ? fromEntity[1] : (declaration.level ?? 'VIEW');
    if (functionality) {
      const level = levels.get(caller.name)![functionality];
      if (!isLevelActive(level, needed))
        return needed === 'EDIT' ? 'NO_PERMISSION_EDIT' : 'PERMISSION_DENIED';
    }
    return null;
  };

  const call = async (name: string, params: Record<string, string>, token?: string) => {
    const form = new URLSearchParams({ COMMAND: name, PARSER: 'JSON' });
    for (const [key, value] of Object.entries(params)) form.set(`CMD.${key}`, value);
    if (token) form.set('AUTH_TOKEN', token);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/command',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    // Blob answers (photos) are successes.
    if (!String(response.headers['content-type']).includes('application/json')) return null;
    return response.json<Envelope>().ROOT;
  };

  it.each(CALLERS.map((c) => [c.name, c] as const))('%s', async (_name, caller) => {
    const token = tokens.get(caller.name);
    const me = mes.get(caller.name) ?? { companyId: 0, personId: 0, userId: 0 };
    const mismatches: string[] = [];
    for (const name of NAMES) {
      const root = await call(name, SAMPLES[name]!(me), token);
      const code = root && root.RESULT !== '1' ? String(root.ERROR_CODE) : null;
      const expected = expectedRefusal(name, caller);
      const access = metadata.commands[name]!.access;
      const ok =
        access === 'session' && token
          ? root?.LOGIN_REQUEST !== true && code !== 'LOGIN_REQUIRED'
          : expected
            ? code === expected
            : code === null || !GATE_CODES.includes(code);
      if (!ok)
        mismatches.push(`${name} (${access}): expected ${expected ?? 'allowed'}, got ${code ?? 'success'}`);
      if (access === 'public') expect(root?.LOGIN_REQUEST ?? false).toBe(false);
    }
    expect(mismatches).toEqual([]);
  });
});
