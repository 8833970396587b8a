import { pdfLayoutOf } from '../../runtime/pdf/testing/pdfFixtures';

/**
 * The kinds of record a reference parameter points at, as the tenant test creates them in a second
 * company: roles, employees (users), entity records (work groups are `squad` records), libraries, form
 * folders, forms, tasks, and the company itself.
 */
export type ReferenceKind =
  | 'role'
  | 'employee'
  | 'squad'
  | 'client'
  | 'unit'
  | 'asset'
  | 'assetType'
  | 'family'
  | 'item'
  | 'library'
  | 'folder'
  | 'form'
  | 'task'
  | 'company';

/** The caller's own records (company Demo, caller its owner) a row's valid parameters are built from. */
export interface OwnRecords {
  formId: number;
  /** A form whose fields choose records (CHOICE_FIELDS), and a table column choosing clients. */
  choiceFormId: number;
  folderId: number;
  taskId: number;
  roleId: number;
  libraryId: number;
  clientId: number;
  unitId: number;
  assetId: number;
  assetTypeId: number;
  squadId: number;
  /** A custom form approval flow of the company (AtribuirModelosFluxoAprovacao). */
  approvalFlowId: number;
  operatorId: number;
  /** A complete unit address (the first demo unit's). */
  unitAddress: unknown;
  /** Tomorrow's local date (yyyy-MM-dd), for tasks. */
  tomorrow: string;
}

/** One reference parameter: `params(own, foreign)` are valid parameters except that `path` holds `foreign`. */
export interface ReferenceParameter {
  command: string;
  /** The parameter's path as the schema names it (`PERMISSOES.roles`, `CONVITES.[].roleId`). */
  path: string;
  kind: ReferenceKind;
  params(own: OwnRecords, foreign: number): Record<string, unknown>;
}

/** The chosen-record field types of a form, each with the record it holds (field id = type). */
export const CHOICE_FIELDS = [
  ['manualClient', 'client'],
  ['manualUnit', 'unit'],
  ['manualAsset', 'asset'],
  ['manualProduct', 'item'],
  ['manualEmployee', 'employee'],
] as const;

const task = (own: OwnRecords, extra: Record<string, unknown> = {}) => ({
  title: 'Referência',
  formId: own.formId,
  responsible: { kind: 'employee', id: own.operatorId },
  startDate: own.tomorrow,
  startHour: '08:00',
  ...extra,
});
const weekly = { recurrenceType: 'weekly', weekdays: [1] };
const audience = (key: 'roles' | 'squads' | 'employees', id: number) => ({ [key]: [id] });
const AUDIENCE_KINDS = [
  ['roles', 'role'],
  ['squads', 'squad'],
  ['employees', 'employee'],
] as const;
const rows: ReferenceParameter[] = [];
const add = (command: string, path: string, kind: ReferenceKind, params: ReferenceParameter['params']) =>
  rows.push({ command, path, kind, params });

for (const [key, kind] of AUDIENCE_KINDS) {
  add('SalvarPermissoesModelo', `PERMISSOES.${key}`, kind, (own, id) => ({
    ID: own.formId,
    PERMISSOES: audience(key, id),
  }));
  add('SalvarPermissoesPasta', `PERMISSOES.${key}`, kind, (own, id) => ({
    ID: own.folderId,
    PERMISSOES: audience(key, id),
  }));
  add('SalvarBiblioteca', `ALLOWED.${key}`, kind, (_own, id) => ({
    NAME: 'Restrita',
    RESTRICTED: true,
    ALLOWED: audience(key, id),
  }));
}

// Roles and employees.
add('SalvarGrupoPermissoes', 'ID', 'role', (_own, id) => ({ ID: id, NAME: 'Alheio', LEVELS: {} }));
add('ExcluirGrupoPermissoes', 'ID', 'role', (_own, id) => ({ ID: id }));
add('ExcluirGrupoPermissoes', 'MOVE_TO_ID', 'role', (own, id) => ({ ID: own.roleId, MOVE_TO_ID: id }));
add('ConsultarGrupoPermissoes', 'ID', 'role', (_own, id) => ({ ID: id }));
add('SalvarColaborador', 'ROLE_ID', 'role', (_own, id) => ({
  NAME: 'Nova',
  SURNAME: 'Pessoa',
  PHONE: '11987654321',
  EMAIL: 'nova.pessoa@demo.campo',
  ROLE_ID: id,
  PASSWORD: 'Campo@2026x',
  CONFIRMATION: 'Campo@2026x',
}));
add('SalvarColaborador', 'ID', 'employee', (_own, id) => ({
  ID: id,
  NAME: 'Olga',
  SURNAME: 'Outra',
  PHONE: '11987654321',
  EMAIL: 'dono@outra.campo',
  ROLE_ID: 160,
}));
add('AlterarStatusColaborador', 'ID', 'employee', (_own, id) => ({ ID: id, ATIVO: false }));
add('ConsultarColaborador', 'ID', 'employee', (_own, id) => ({ ID: id }));
add('SalvarDispositivoColaborador', 'ID_COLABORADOR', 'employee', (_own, id) => ({ ID_COLABORADOR: id }));
add('EnviarConvites', 'CONVITES.[].roleId', 'role', (_own, id) => ({
  CONVITES: [{ email: 'convidada@exemplo.com', roleId: id, days: 7 }],
}));
add('ConsultarColaboradoresFlow', 'ID_EMPRESA_USUARIA', 'company', (_own, id) => ({
  ID_EMPRESA_USUARIA: id,
}));
add('CheckIfHasLimit', 'COMPANY_ID', 'company', (_own, id) => ({ COMPANY_ID: id, ENTITY_TYPE: 'PROJECT' }));

// Form approval flows: responsibles, final approver and forms.
const approvalFlow = (extra: Record<string, unknown>) => ({
  name: 'Referência',
  enabled: true,
  responsibles: [{ kind: 'role', id: 158 }],
  minApprovals: 1,
  finalApprover: null,
  deadline: { unit: 'none', amount: 0 },
  ...extra,
});
for (const command of ['SalvarFluxoAprovacao', 'SalvarFluxoAprovacaoPadrao']) {
  const flow = (extra: Record<string, unknown>) => {
    const { name, enabled, ...settings } = approvalFlow(extra);
    return command === 'SalvarFluxoAprovacao' ? { ...settings, name } : { ...settings, enabled };
  };
  for (const kind of ['role', 'squad'] as const)
    add(command, 'FLUXO.responsibles.[].id', kind, (_own, id) => ({
      FLUXO: flow({ responsibles: [{ kind, id }] }),
    }));
  for (const kind of ['employee', 'role'] as const)
    add(command, 'FLUXO.finalApprover.id', kind, (_own, id) => ({
      FLUXO: flow({ finalApprover: { kind, id } }),
    }));
}
add('AtribuirModelosFluxoAprovacao', 'MODELOS', 'form', (own, id) => ({
  ID: own.approvalFlowId,
  MODELOS: [own.formId, id],
}));
add('RemoverModelosFluxoAprovacao', 'MODELOS', 'form', (own, id) => ({
  MODELOS: [own.formId, id],
  DESTINO: 'none',
}));

// Entity records.
add('SaveEntity', 'ID', 'client', (_own, id) => ({
  ENTITY: 'client',
  ID: id,
  VERSION: 1,
  DATA: { name: 'X' },
}));
add('DeleteEntity', 'ID', 'client', (_own, id) => ({ ENTITY: 'client', ID: id, VERSION: 1 }));
add('GetEntity', 'ID', 'client', (_own, id) => ({ ENTITY: 'client', ID: id }));
add('SaveEntity', 'DATA.members', 'employee', (_own, id) => ({
  ENTITY: 'squad',
  DATA: { title: 'Equipe alheia', members: [id] },
}));
add('SaveEntity', 'DATA.client', 'client', (own, id) => ({
  ENTITY: 'unit',
  DATA: { title: 'Unidade', client: id, address: own.unitAddress },
}));
add('SaveEntity', 'DATA.assetType', 'assetType', (_own, id) => ({
  ENTITY: 'asset',
  DATA: { name: 'Bomba', assetType: id },
}));
add('SaveEntity', 'DATA.unit', 'unit', (own, id) => ({
  ENTITY: 'asset',
  DATA: { name: 'Bomba', assetType: own.assetTypeId, unit: id },
}));
add('SaveEntity', 'DATA.library', 'library', (own, id) => ({
  ENTITY: 'asset',
  DATA: { name: 'Bomba', assetType: own.assetTypeId, library: id },
}));
add('SaveEntities', 'ROWS.[].client', 'client', (own, id) => ({
  ENTITY: 'unit',
  ROWS: [{ title: 'Unidade', client: id, address: own.unitAddress }],
}));
add('SaveEntities', 'ROWS.[].family', 'family', (_own, id) => ({
  ENTITY: 'item',
  ROWS: [{ name: 'Peça', code: 'P-1', itemType: 'product', family: id }],
}));
add('CompartilharAtivo', 'ID', 'asset', (_own, id) => ({ ID: id, ENABLED: true }));
add('ConsultarCompartilhamentoAtivo', 'ID', 'asset', (_own, id) => ({ ID: id }));
add('SalvarPortalCliente', 'ID', 'client', (_own, id) => ({ ID: id, ENABLED: true }));
add('ConsultarPortalCliente', 'ID', 'client', (_own, id) => ({ ID: id }));

// Libraries.
add('SalvarBiblioteca', 'ID', 'library', (_own, id) => ({ ID: id, NAME: 'Alheia' }));
add('SalvarBiblioteca', 'PARENT_ID', 'library', (_own, id) => ({ NAME: 'Filha', PARENT_ID: id }));
add('ExcluirBiblioteca', 'ID', 'library', (_own, id) => ({ ID: id }));
add('ConsultarBiblioteca', 'ID', 'library', (_own, id) => ({ ID: id }));

// Form folders and forms.
add('SalvarPasta', 'ID', 'folder', (_own, id) => ({ ID: id, NOME: 'Alheia' }));
add('SalvarPasta', 'PAI_ID', 'folder', (_own, id) => ({ NOME: 'Filha', PAI_ID: id }));
add('ExcluirPasta', 'ID', 'folder', (_own, id) => ({ ID: id }));
add('SalvarPermissoesPasta', 'ID', 'folder', (_own, id) => ({ ID: id, PERMISSOES: {} }));
add('MoverModelo', 'PASTA_ID', 'folder', (own, id) => ({ ID: own.formId, PASTA_ID: id }));
add('MoverModelo', 'ID', 'form', (_own, id) => ({ ID: id, PASTA_ID: null }));
add('SalvarPermissoesModelo', 'ID', 'form', (_own, id) => ({ ID: id, PERMISSOES: {} }));
for (const command of [
  'ArquivarModelo',
  'DesarquivarModelo',
  'ExcluirModelo',
  'RestaurarModelo',
  'ClonarModelo',
])
  add(command, 'ID', 'form', (_own, id) => ({ ID: id }));
for (const command of [
  'ConsultarModeloDocumento',
  'ConsultarAtributosIdEsquemaAtributos',
  'ConsultarModeloCopia',
  'ConsultarPassosWorkflowModelo',
])
  add(command, 'ID', 'form', (_own, id) => ({ ID: id }));
add('ConsultarEdicaoModelo', 'ID', 'form', (_own, id) => ({ ID: id, EDICAO: 'tenant-test' }));
add('AbrirEdicaoModelo', 'ID', 'form', (_own, id) => ({ ID: id, EDICAO: 'tenant-test' }));
add('FecharEdicaoModelo', 'ID', 'form', (_own, id) => ({ ID: id, EDICAO: 'tenant-test' }));
add('PreVisualizarPdfLayout', 'ID', 'form', (_own, id) => ({
  ID: id,
  TEMPLATE_ID: 'tenant-test',
  LAYOUT: pdfLayoutOf(),
  HOJE: '2026-01-01',
}));
add('SalvarModelo', 'ID', 'form', (_own, id) => ({
  ID: id,
  VERSAO: 1,
  EDICAO: 'tenant-test',
  MODELO: { name: 'Alheio', groups: [{ id: 'g', name: 'Geral', fields: [] }] },
}));

// Documents.
const document = (own: OwnRecords, extra: Record<string, unknown>) => ({
  MODELO_ID: own.formId,
  VERSAO: 1,
  VALORES: { obs: 'ok' },
  FINALIZADO: 0,
  ...extra,
});
add('SalvarDocumento', 'MODELO_ID', 'form', (own, id) => document(own, { MODELO_ID: id }));
for (const [key, kind] of [
  ['clientId', 'client'],
  ['unitId', 'unit'],
  ['assetId', 'asset'],
] as const)
  add('SalvarDocumento', `CABECALHO.${key}`, kind, (own, id) => document(own, { CABECALHO: { [key]: id } }));
for (const [type, kind] of CHOICE_FIELDS)
  add('SalvarDocumento', `VALORES.${type}`, kind, (own, id) => ({
    ...document(own, { MODELO_ID: own.choiceFormId }),
    VALORES: { [type]: { id: String(id), name: 'Alheio' } },
  }));
add('SalvarDocumento', 'VALORES.tabela.cliente', 'client', (own, id) => ({
  ...document(own, { MODELO_ID: own.choiceFormId }),
  VALORES: { tabela: [{ cliente: { id: String(id), name: 'Alheio' } }] },
}));
add('SalvarDocumento', 'ATIVIDADE_ID', 'task', (own, id) => document(own, { ATIVIDADE_ID: id }));

// Tasks: each reference of ATIVIDADE, in the single, bulk and recurrent saves.
const TASK_REFERENCES: Array<[string, ReferenceKind, (id: number) => Record<string, unknown>]> = [
  ['formId', 'form', (id) => ({ formId: id })],
  ['clientId', 'client', (id) => ({ clientId: id })],
  ['unitId', 'unit', (id) => ({ unitId: id })],
  ['assetId', 'asset', (id) => ({ assetId: id })],
  ['responsible.id', 'employee', (id) => ({ responsible: { kind: 'employee', id } })],
  ['responsible.id', 'squad', (id) => ({ responsible: { kind: 'squad', id } })],
  [
    'approvalGroupId',
    'role',
    (id) => ({ needsApproval: true, approvalGroupId: id, approvalGroupKind: 'role' }),
  ],
  ['approvalGroupId', 'squad', (id) => ({ needsApproval: true, approvalGroupId: id })],
];
for (const [key, kind, fields] of TASK_REFERENCES) {
  add('SalvarAtividade', `ATIVIDADE.${key}`, kind, (own, id) => ({ ATIVIDADE: task(own, fields(id)) }));
  add('SalvarAtividades', `ATIVIDADES.[].${key}`, kind, (own, id) => ({
    ATIVIDADES: [task(own, fields(id))],
  }));
  add('SalvarAtividadeRecorrente', `ATIVIDADE.${key}`, kind, (own, id) => ({
    ATIVIDADE: task(own, fields(id)),
    RECORRENCIA: weekly,
  }));
  add('SalvarAtividadesRecorrentes', `ITENS.[].ATIVIDADE.${key}`, kind, (own, id) => ({
    ITENS: [{ ATIVIDADE: task(own, fields(id)), RECORRENCIA: weekly }],
  }));
}
add('SalvarAtividade', 'ATIVIDADE.prerequisites', 'task', (own, id) => ({
  ATIVIDADE: task(own, { prerequisites: [id] }),
}));
add('SalvarAtividade', 'ID', 'task', (own, id) => ({ ID: id, VERSAO: 1, ATIVIDADE: task(own) }));
add('AlterarAtividades', 'IDS', 'task', (_own, id) => ({ IDS: [id], ALTERACOES: { urgent: true } }));
add('AlterarAtividades', 'ALTERACOES.responsible.id', 'employee', (own, id) => ({
  IDS: [own.taskId],
  ALTERACOES: { responsible: { kind: 'employee', id } },
}));
add('AlterarAtividades', 'ALTERACOES.responsible.id', 'squad', (own, id) => ({
  IDS: [own.taskId],
  ALTERACOES: { responsible: { kind: 'squad', id } },
}));
add('ExcluirAtividades', 'IDS', 'task', (_own, id) => ({
  IDS: [id],
  FRASE: 'excluir 1 atividade',
  SENHA: 'Campo@2026',
}));
add('SolicitarDownload', 'IDS', 'task', (_own, id) => ({ IDS: [id], FORMATO: 'kml' }));
add('AprovarAtividade', 'ID', 'task', (_own, id) => ({ ID: id }));
add('CancelarAtividade', 'ID', 'task', (_own, id) => ({ ID: id }));
add('ReprovarAtividade', 'ID', 'task', (_own, id) => ({ ID: id, JUSTIFICATIVA: 'Não' }));
add('EnviarMensagemAprovacao', 'ID', 'task', (_own, id) => ({ ID: id, TEXTO: 'Olá' }));
add('ConsultarMensagensAprovacao', 'ID', 'task', (_own, id) => ({ ID: id }));
add('ConsultarAtividade', 'ID', 'task', (_own, id) => ({ ID: id }));

/**
 * Every reference parameter of the commands, with valid parameters around it: the table the tenant test
 * (src/server/db/tenantReferences.test.ts) feeds another company's record through. A schema parameter
 * whose name looks like a reference must be here or in NOT_REFERENCES.
 */
export const REFERENCE_PARAMETERS: readonly ReferenceParameter[] = rows;
