import { describe, expect, it } from 'vitest';
import ptBR from '../../../../metadata/i18n/pt-BR.json';
import { createTranslator } from '../../i18n/createTranslator';
import type { FormField, FormModel } from '../FormModel';
import { describeAdjustment } from './describeAdjustment';
import { diffFormModels } from './diffFormModels';
import { ADJUSTMENT_KINDS } from './ADJUSTMENT_KINDS';
import type { ModelAdjustment } from './ModelAdjustment';

const { t } = createTranslator({ 'pt-BR': ptBR });

function base(): FormModel {
  return {
    name: 'Inspeção de câmara fria',
    header: { title: true, client: true },
    score: true,
    mainField: 'temp',
    groups: [
      {
        id: 'g1',
        name: 'Medições',
        fields: [
          { id: 'temp', name: 'Temperatura', type: 'number', auxText: 'Meça no centro', score: 2 },
          {
            id: 'status',
            name: 'Situação',
            type: 'choiceSingle',
            options: [
              { id: 'ok', name: 'Conforme', score: 10 },
              { id: 'na', name: 'Não se aplica', score: 5 },
            ],
          },
          { id: 'qty', name: 'Quantidade', type: 'number' },
          { id: 'price', name: 'Preço', type: 'currency' },
          {
            id: 'total',
            name: 'Total',
            type: 'numericFormula',
            formula: { mode: 'numeric', expression: 'qty * price' },
          },
        ],
      },
      {
        id: 'g2',
        name: 'Reparos',
        rules: { combinator: 'and', conditions: [{ field: 'status', comparison: 'equal', value: 'na' }] },
        fields: [
          { id: 'notes', name: 'Observações', type: 'textMultiline', description: 'O que foi feito' },
          {
            id: 'parts',
            name: 'Peças',
            type: 'table',
            settings: {
              columns: [
                { id: 'part', name: 'Peça', type: 'textShort' },
                { id: 'cost', name: 'Custo', type: 'currency' },
              ],
              results: [{ id: 'partsTotal', name: 'Total de peças', op: 'sum', column: 'cost' }],
            },
          },
        ],
      },
      { id: 'g3', name: 'Assinaturas', fields: [{ id: 'sign', name: 'Assinatura', type: 'signatureDrawn' }] },
    ],
  };
}

/** The adjustments of one edit of the base model, with their texts. */
function edited(edit: (model: FormModel) => void): Array<ModelAdjustment & { text: string }> {
  const next = base();
  edit(next);
  return diffFormModels(base(), next).map((adjustment) => ({
    ...adjustment,
    text: describeAdjustment(adjustment, t),
  }));
}

const field = (model: FormModel, id: string): FormField =>
  model.groups.flatMap((group) => group.fields).find((f) => f.id === id)!;

/** Before/after values of the kinds whose text reads their shape (the others show any value). */
const SAMPLE_VALUES: Partial<Record<string, Pick<ModelAdjustment, 'before' | 'after'>>> = {
  'group.added': { after: { id: 'g', name: 'G', fields: [] } },
  'group.moved': { before: { position: 1 }, after: { position: 2 } },
  'group.copies': { before: { repeatable: false }, after: { repeatable: true } },
  'field.moved': {
    before: { groupId: 'a', groupName: 'A', position: 1 },
    after: { groupId: 'b', groupName: 'B', position: 1 },
  },
  'field.formula': { before: { mode: 'fixed', value: 1 }, after: { mode: 'logic', logic: { var: 'a' } } },
  'model.mainField': { after: { id: 'f', name: 'F' } },
};

const texts = (edit: (model: FormModel) => void) => edited(edit).map((adjustment) => adjustment.text);

describe('diffFormModels: the adjustments of a revision, described for its review', () => {
  it('finds nothing between equal models, whatever their key order or unset values', () => {
    expect(diffFormModels(base(), base())).toEqual([]);
    const reversed = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(reversed)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .reverse()
                .map(([k, v]) => [k, reversed(v)]),
            )
          : value;
    const reordered = reversed(base()) as FormModel;
    expect(JSON.stringify(reordered)).not.toBe(JSON.stringify(base()));
    const next = { ...base(), version: 7, folderId: 3 };
    field(next, 'qty').required = false;
    field(next, 'qty').description = '';
    expect(diffFormModels(base(), next)).toEqual([]);
    expect(diffFormModels(reordered, base())).toEqual([]);
  });

  it('a field made required, with its place and values', () => {
    const [adjustment, ...rest] = edited((m) => (field(m, 'temp').required = true));
    expect(rest).toEqual([]);
    expect(adjustment).toEqual({
      id: 'field.required:temp',
      kind: 'field.required',
      place: { groupId: 'g1', groupName: 'Medições', fieldId: 'temp', fieldName: 'Temperatura' },
      after: true,
      text: 'Campo "Temperatura" passou a ser obrigatório',
    });
    const back = diffFormModels(
      (() => {
        const m = base();
        field(m, 'temp').required = true;
        return m;
      })(),
      base(),
    );
    expect(describeAdjustment(back[0]!, t)).toBe('Campo "Temperatura" deixou de ser obrigatório');
  });

  it('each field property: name, type, description, hint, score, rules, formula, mask, limit, settings', () => {
    expect(
      texts((m) => {
        field(m, 'temp').name = 'Temperatura interna';
        field(m, 'temp').auxText = 'Meça na porta';
        field(m, 'temp').score = 3;
        field(m, 'qty').type = 'percent';
        field(m, 'qty').score = 1;
        field(m, 'price').score = undefined;
        field(m, 'notes').description = 'O que foi trocado';
        field(m, 'notes').charLimit = 500;
        field(m, 'notes').mask = 'cpf';
        field(m, 'notes').rules = { combinator: 'or', conditions: [{ field: 'qty', comparison: 'filled' }] };
        (field(m, 'total').formula as { expression: string }).expression = 'qty * price + fee';
        field(m, 'sign').settings = { askSignerName: true };
      }),
    ).toEqual([
      'Campo "Temperatura" renomeado para "Temperatura interna"',
      'Texto auxiliar do campo "Temperatura interna" alterado: "Meça no centro" → "Meça na porta"',
      'Pontuação do campo "Temperatura interna" alterada: 2 → 3',
      'Tipo do campo "Quantidade" alterado: Número → Porcentagem',
      'Pontuação ativada no campo "Quantidade": 1',
      'Fórmula do campo "Total" alterada: qty * price → qty * price + fee',
      'Descrição do campo "Observações" alterada: "O que foi feito" → "O que foi trocado"',
      'Campo "Observações" passou a ter condições de exibição',
      'Máscara do campo "Observações" alterada: Sem máscara → CPF',
      'Limite de caracteres do campo "Observações" alterado: (vazio) → 500',
      'Configurações do campo "Assinatura" alteradas',
    ]);
    expect(texts((m) => (field(m, 'temp').score = undefined))).toEqual([
      'Pontuação desativada no campo "Temperatura"',
    ]);
    expect(texts((m) => (field(m, 'temp').auxText = undefined))).toEqual([
      'Texto auxiliar do campo "Temperatura" alterado: "Meça no centro" → (vazio)',
    ]);
  });

  it("the spec's block change and reload, and a key it does not know, by name", () => {
    const adjustments = edited((m) => {
      Object.assign(field(m, 'temp'), { blockChange: true, reload: true, decimals: 2 });
    });
    expect(adjustments.map((a) => [a.id, a.text])).toEqual([
      ['field.blockChange:temp', 'Campo "Temperatura" passou a bloquear alteração'],
      ['field.reload:temp', 'Recarregamento ativado no campo "Temperatura"'],
      ['field.property:temp/decimals', 'Propriedade "decimals" do campo "Temperatura" alterada'],
    ]);
  });

  it('options added, removed, renamed, re-scored, with a new hint or action plans, re-ordered', () => {
    const adjustments = edited((m) => {
      field(m, 'status').options = [
        { id: 'na', name: 'N/A', score: 5, auxText: 'Sem câmara' },
        { id: 'ok', name: 'Conforme', score: 8, actionPlans: [{ type: 'addObservation' }] },
        { id: 'nc', name: 'Não conforme', score: 0 },
      ];
    });
    expect(adjustments.map((a) => a.text)).toEqual([
      'Opção "Não se aplica" do campo "Situação" renomeada para "N/A"',
      'Texto auxiliar da opção "N/A" do campo "Situação" alterado: (vazio) → "Sem câmara"',
      'Pontuação da opção "Conforme" do campo "Situação" alterada: 10 → 8',
      'Planos de ação da opção "Conforme" do campo "Situação" alterados',
      'Opção "Não conforme" adicionada ao campo "Situação"',
      'Ordem das opções do campo "Situação" alterada',
    ]);
    expect(adjustments.find((a) => a.kind === 'option.added')).toMatchObject({
      id: 'option.added:status/nc',
      place: { fieldId: 'status', optionId: 'nc', optionName: 'Não conforme' },
      after: { id: 'nc', name: 'Não conforme', score: 0 },
    });
    expect(texts((m) => (field(m, 'status').options = field(m, 'status').options!.slice(1)))).toEqual([
      'Opção "Conforme" removida do campo "Situação"',
    ]);
  });

  it("a table's columns and results", () => {
    expect(
      texts((m) => {
        const settings = field(m, 'parts').settings as {
          columns: Array<Record<string, unknown>>;
          results: unknown[];
        };
        settings.columns[0]!.name = 'Item';
        settings.columns[1]!.required = true;
        settings.columns.push({ id: 'qty', name: 'Qtd', type: 'number' });
        settings.results = [];
        Object.assign(settings, { rowLimit: 10 });
      }),
    ).toEqual([
      'Coluna "Peça" da tabela "Peças" renomeada para "Item"',
      'Coluna "Custo" da tabela "Peças" alterada',
      'Coluna "Qtd" adicionada à tabela "Peças"',
      'Resultados da tabela "Peças" alterados',
      'Configurações do campo "Peças" alteradas',
    ]);
    expect(
      texts((m) => {
        const settings = field(m, 'parts').settings as { columns: unknown[] };
        settings.columns = settings.columns.slice(0, 1);
      }),
    ).toEqual(['Coluna "Custo" removida da tabela "Peças"']);
  });

  it('groups added, removed, renamed, moved, made required, with rules and copies changed', () => {
    expect(
      texts((m) => {
        const [g1, g2, g3] = m.groups as [
          FormModel['groups'][0],
          FormModel['groups'][0],
          FormModel['groups'][0],
        ];
        g2.name = 'Consertos';
        g2.required = true;
        g2.rules = undefined;
        g2.repeatable = true;
        g2.maxCopies = 3;
        m.groups = [
          g3,
          g1,
          g2,
          { id: 'g4', name: 'Fotos', fields: [{ id: 'photo', name: 'Foto', type: 'photo' }] },
        ];
      }),
    ).toEqual([
      'Grupo "Assinaturas" mudou de posição: 3º → 1º',
      'Grupo "Reparos" renomeado para "Consertos"',
      'Grupo "Consertos" passou a ser obrigatório',
      'Grupo "Consertos" deixou de ter condições de exibição',
      'Cópias do grupo "Consertos" alteradas: sem cópias → até 3 cópias',
      'Grupo "Fotos" adicionado com 1 campo',
    ]);
    const removed = edited((m) => (m.groups = m.groups.filter((g) => g.id !== 'g2')));
    expect(removed.map((a) => [a.id, a.text])).toEqual([
      ['group.removed:g2', 'Grupo "Reparos" removido com seus campos'],
    ]);
  });

  it('a field moved to another group or position is moved, not removed and added', () => {
    const adjustments = edited((m) => {
      const [g1, , g3] = m.groups;
      const temp = g1!.fields.shift()!;
      g3!.fields.push(temp);
      const qty = g1!.fields.splice(1, 1)[0]!;
      g1!.fields.push(qty);
    });
    expect(adjustments.map((a) => [a.kind, a.text])).toEqual([
      ['field.moved', 'Campo "Quantidade" mudou de posição no grupo "Medições": 3º → 4º'],
      ['field.moved', 'Campo "Temperatura" movido do grupo "Medições" para o grupo "Assinaturas"'],
    ]);
    expect(adjustments[1]).toMatchObject({
      id: 'field.moved:temp',
      before: { groupId: 'g1', position: 1 },
      after: { groupId: 'g3', position: 2 },
    });
    // Inserting a field shifts the others without moving them.
    expect(
      texts((m) => m.groups[0]!.fields.unshift({ id: 'door', name: 'Porta fechada', type: 'choiceSingle' })),
    ).toEqual(['Campo "Porta fechada" adicionado ao grupo "Medições"']);
    expect(
      texts((m) => (m.groups[0]!.fields = m.groups[0]!.fields.filter((f) => f.id !== 'status'))),
    ).toEqual(['Campo "Situação" removido do grupo "Medições"']);
  });

  it('model-level changes: name, header, main field, score, and workflow, exports, alerts, webhook as a whole', () => {
    expect(
      texts((m) => {
        m.name = 'Inspeção de câmara';
        m.header = { title: true, client: true, unit: true };
        m.mainField = 'status';
        m.score = false;
        m.globals = [{ id: 'serial', name: 'Número', kind: 'serial', value: 0 }];
        m.alerts = [
          {
            id: 'a1',
            subject: 'Fora da faixa',
            text: '',
            recipients: { employees: [], squads: [], roles: [], emails: ['a@b.co'], emailFields: [] },
          },
        ];
        m.webhook = { active: true, sendPdf: false, link: 'https://example.com/hook', headers: [] };
        m.workflow = { steps: [] };
        m.exports = { defaultTemplateId: 'default', templates: [] };
      }),
    ).toEqual([
      'Formulário renomeado: "Inspeção de câmara fria" → "Inspeção de câmara"',
      'Cabeçalho do formulário alterado: Título, Cliente → Título, Cliente, Unidade',
      'Campo principal do formulário alterado: "Temperatura" → "Situação"',
      'Pontuação do formulário desativada',
      'Variáveis globais do formulário alteradas',
      'Alertas do formulário alterados',
      'Webhook do formulário alterado',
      'Workflow do formulário alterado',
      'Modelos de exportação do formulário alterados',
    ]);
  });

  it('gives every adjustment a unique id that the same diff computed again repeats', () => {
    const edit = (m: FormModel) => {
      field(m, 'temp').required = true;
      field(m, 'status').options!.push({ id: 'nc', name: 'Não conforme' });
      field(m, 'status').options![0]!.score = 1;
      m.groups[1]!.name = 'Consertos';
      m.name = 'Outro';
    };
    const first = edited(edit);
    const again = edited(edit);
    expect(again.map((a) => a.id)).toEqual(first.map((a) => a.id));
    expect(new Set(first.map((a) => a.id)).size).toBe(first.length);
    // A later edit of the same revision keeps the ids of the adjustments it did not touch.
    const later = edited((m) => {
      edit(m);
      field(m, 'notes').required = true;
    });
    expect(later.map((a) => a.id)).toEqual(expect.arrayContaining(first.map((a) => a.id)));
  });

  it('describes every kind in pt-BR with no key shown raw', () => {
    const samples = ADJUSTMENT_KINDS.map((kind): ModelAdjustment => ({
      id: kind,
      kind,
      place: { groupName: 'G', fieldName: 'F', optionName: 'O', columnName: 'C', property: 'p' },
      ...(SAMPLE_VALUES[kind] ?? { after: 1 }),
    }));
    for (const sample of samples) {
      const text = describeAdjustment(sample, t);
      expect(text, sample.kind).not.toMatch(/modelAdjustments|\{\{/);
    }
  });
});
