import type { ActionPlan, FieldOption, FormField, FormModel } from '../../runtime/forms/FormModel';
import { demoInspectionExports } from './demoInspectionExports';
import { DEMO_WORKFLOW_FORM } from './demoWorkflowForm';

/** Conforme / Não conforme / Não se aplica, the non-compliance asking for a photo and a note. */
function accordingOptions(): FieldOption[] {
  const plans: ActionPlan[] = [
    { type: 'attachPicture', required: true },
    { type: 'addObservation', required: true },
  ];
  return [
    { id: 'compliant', name: 'Conforme', score: 10 },
    { id: 'nonCompliant', name: 'Não conforme', score: 0, actionPlans: plans },
    { id: 'notApplicable', name: 'Não se aplica' },
  ];
}

const according = (id: string, name: string, auxText: string): FormField => ({
  id,
  name,
  type: 'according',
  required: true,
  auxText,
  options: accordingOptions(),
});

const CHECKS = ['epi', 'extintores', 'sinalizacao', 'eletrica', 'saidas'];

/**
 * The safety inspection checklist: 'according' items with action plans, the extinguishers checked (a
 * table), a score and a signature; printed by default with its custom PDF layout (demoInspectionExports).
 */
const inspectionForm: FormModel = {
  name: 'Inspeção de segurança do trabalho',
  header: { title: true, client: true, unit: true },
  mainField: 'inspetor',
  score: true,
  groups: [
    {
      id: 'identificacao',
      name: 'Identificação',
      fields: [
        { id: 'inspetor', name: 'Inspetor responsável', type: 'textShort', required: true },
        { id: 'data_inspecao', name: 'Data da inspeção', type: 'date', required: true },
        { id: 'local', name: 'Unidade inspecionada', type: 'manualUnit', settings: { entity: 'unit' } },
      ],
    },
    {
      id: 'checklist',
      name: 'Checklist',
      fields: [
        according('epi', 'Uso de EPIs', 'Capacete, óculos, luvas e calçado de segurança em uso'),
        according('extintores', 'Extintores', 'Dentro da validade, sinalizados e desobstruídos'),
        according('sinalizacao', 'Sinalização de segurança', 'Placas de risco e rotas de fuga visíveis'),
        according('eletrica', 'Instalações elétricas', 'Quadros fechados, sem fios expostos'),
        according('saidas', 'Saídas de emergência', 'Portas destravadas e corredores livres'),
      ],
    },
    {
      id: 'extintores',
      name: 'Extintores inspecionados',
      fields: [
        {
          id: 'lista_extintores',
          name: 'Extintores',
          type: 'table',
          settings: {
            view: 'normal',
            rowLimit: 100,
            columns: [
              { id: 'numero', name: 'Nº', type: 'textShort', required: true },
              { id: 'localizacao', name: 'Localização', type: 'textShort' },
              {
                id: 'tipo',
                name: 'Tipo',
                type: 'choiceSingle',
                options: [
                  { id: 'agua', name: 'Água' },
                  { id: 'po', name: 'Pó químico ABC' },
                  { id: 'co2', name: 'CO₂' },
                ],
              },
              { id: 'validade', name: 'Validade da carga', type: 'date' },
              {
                id: 'situacao',
                name: 'Situação',
                type: 'choiceSingle',
                options: [
                  { id: 'ok', name: 'Em ordem' },
                  { id: 'recarga', name: 'Recarga agendada' },
                ],
              },
            ],
          },
        },
      ],
    },
    {
      id: 'acoes',
      name: 'Ações imediatas',
      rules: {
        combinator: 'or',
        conditions: CHECKS.map((field) => ({ field, comparison: 'equal' as const, value: 'nonCompliant' })),
      },
      fields: [
        { id: 'acao_tomada', name: 'Ação tomada no local', type: 'textMultiline', required: true },
        { id: 'prazo_correcao', name: 'Prazo para correção', type: 'date' },
      ],
    },
    {
      id: 'conclusao',
      name: 'Conclusão',
      fields: [
        {
          id: 'nota',
          name: 'Nota da inspeção',
          type: 'numericFormula',
          formula: { mode: 'numeric', expression: CHECKS.map((id) => `score(${id})`).join(' + ') },
        },
        {
          id: 'fotos_gerais',
          name: 'Fotos gerais',
          type: 'photo',
          settings: { gallery: true, gpsTag: true },
        },
        { id: 'assinatura', name: 'Assinatura do inspetor', type: 'signatureDrawn', required: true },
      ],
    },
  ],
};

const inspection: FormModel = { ...inspectionForm, exports: demoInspectionExports(inspectionForm) };

/** The maintenance report: a parts table with a row formula and a result, a budget and a grand total. */
const maintenance: FormModel = {
  name: 'Relatório de manutenção preventiva',
  header: { title: true, client: true, unit: true, asset: true },
  mainField: 'equipamento',
  groups: [
    {
      id: 'servico',
      name: 'Serviço',
      fields: [
        {
          id: 'equipamento',
          name: 'Equipamento',
          type: 'manualAsset',
          required: true,
          settings: { entity: 'asset' },
        },
        { id: 'inicio', name: 'Início', type: 'hour', required: true },
        { id: 'fim', name: 'Término', type: 'hour', required: true },
        { id: 'descricao', name: 'Serviço executado', type: 'textMultiline', required: true },
        {
          id: 'situacao',
          name: 'Situação do equipamento',
          type: 'choiceSingle',
          required: true,
          options: [
            { id: 'operando', name: 'Operando normalmente' },
            { id: 'restricao', name: 'Operando com restrição' },
            { id: 'parado', name: 'Parado' },
          ],
        },
        {
          id: 'motivo_parada',
          name: 'Motivo da parada',
          type: 'textMultiline',
          required: true,
          rules: {
            combinator: 'and',
            conditions: [{ field: 'situacao', comparison: 'equal', value: 'parado' }],
          },
        },
      ],
    },
    {
      id: 'custos',
      name: 'Custos',
      fields: [
        {
          id: 'pecas',
          name: 'Peças utilizadas',
          type: 'table',
          settings: {
            view: 'normal',
            rowLimit: 30,
            columns: [
              { id: 'peca', name: 'Peça', type: 'textShort', required: true },
              {
                id: 'qtd',
                name: 'Quantidade',
                type: 'number',
                required: true,
                settings: { min: 1, integer: true },
              },
              { id: 'valor_unit', name: 'Valor unitário', type: 'currency', settings: { decimals: 2 } },
              {
                id: 'subtotal',
                name: 'Subtotal',
                type: 'numericFormula',
                formula: { mode: 'numeric', expression: 'col(qtd) * col(valor_unit)' },
              },
            ],
            results: [{ id: 'total_pecas', name: 'Total em peças', op: 'sum', column: 'subtotal' }],
          },
        },
        { id: 'mao_de_obra', name: 'Mão de obra', type: 'currency', settings: { min: 0, decimals: 2 } },
        {
          id: 'orcamento',
          name: 'Orçamento de serviços adicionais',
          type: 'budget',
          settings: { currency: 'BRL' },
        },
        {
          id: 'total_geral',
          name: 'Total geral',
          type: 'numericFormula',
          formula: { mode: 'numeric', expression: 'total_pecas + mao_de_obra' },
        },
      ],
    },
    {
      id: 'encerramento',
      name: 'Encerramento',
      fields: [
        { id: 'fotos', name: 'Fotos do serviço', type: 'photo', settings: { gallery: true } },
        {
          id: 'assinatura_cliente',
          name: 'Assinatura do cliente',
          type: 'signatureDrawn',
          settings: { askSignerName: true },
        },
      ],
    },
  ],
};

/** The customer satisfaction survey: NPS, a conditional follow-up and an alert to the customer's e-mail. */
const satisfaction: FormModel = {
  name: 'Pesquisa de satisfação do cliente (NPS)',
  header: { client: true },
  groups: [
    {
      id: 'avaliacao',
      name: 'Avaliação',
      fields: [
        {
          id: 'nps',
          name: 'De 1 a 10, quanto você recomendaria nossos serviços?',
          type: 'nps',
          required: true,
          settings: { lowLabel: 'Pouco provável', highLabel: 'Muito provável' },
        },
        {
          id: 'atendimento',
          name: 'Como foi o atendimento da equipe?',
          type: 'choiceSingle',
          required: true,
          options: [
            { id: 'otimo', name: 'Ótimo', score: 3 },
            { id: 'bom', name: 'Bom', score: 2 },
            { id: 'regular', name: 'Regular', score: 1 },
            { id: 'ruim', name: 'Ruim', score: 0 },
          ],
        },
        {
          id: 'melhorias',
          name: 'O que podemos melhorar?',
          type: 'textMultiline',
          rules: {
            combinator: 'and',
            conditions: [{ field: 'nps', comparison: 'smallerOrEqual', value: 6 }],
          },
        },
        { id: 'email_cliente', name: 'Seu e-mail', type: 'email' },
      ],
    },
  ],
  alerts: [
    {
      id: 'agradecimento',
      recipients: { employees: [], squads: [], roles: [], emails: [], emailFields: ['email_cliente'] },
      subject: 'Obrigado pela sua avaliação',
      text: 'Recebemos a sua resposta e agradecemos a confiança.',
    },
  ],
  webhook: { active: false, sendPdf: false, link: '', headers: [] },
};

/**
 * The Demo company's sample forms (docs/forms.md), each a model that passes SalvarModelo's checks, with
 * the path of the folder it sits in (none: the root).
 *
 * @example DEMO_FORMS[0].folder // ['Segurança']
 */
export const DEMO_FORMS: Array<{ folder: string[]; model: FormModel }> = [
  { folder: ['Segurança'], model: inspection },
  { folder: ['Manutenção', 'Preventiva'], model: maintenance },
  { folder: [], model: satisfaction },
  { folder: ['Segurança'], model: DEMO_WORKFLOW_FORM },
];
