import { describe, expect, it } from 'vitest';
import ptBR from '../../../metadata/i18n/pt-BR.json';
import { createTranslator } from '../i18n/createTranslator';
import { blockedChanges } from './blockedChanges';
import { findUsages } from './findUsages';
import type { FormField, FormModel } from './FormModel';
import { formUsageMessage } from './formUsageMessage';

const budget = (): FormField => ({
  id: 'items',
  name: 'Itens',
  type: 'table',
  settings: {
    columns: [
      { id: 'qty', name: 'Qtd', type: 'number' },
      { id: 'price', name: 'Preço', type: 'currency' },
      {
        id: 'line',
        name: 'Total da linha',
        type: 'numericFormula',
        formula: { mode: 'numeric', expression: 'col(qty) * col(price)' },
      },
      { id: 'start', name: 'Início', type: 'dateHour' },
      { id: 'end', name: 'Fim', type: 'dateHour' },
    ],
    results: [{ id: 'subtotal', name: 'Subtotal', op: 'sum', column: 'line' }],
    lineValidation: { referenceColumn: 'start', destinationColumn: 'end', minutesToAdd: 30 },
  },
});

const model = (): FormModel => ({
  name: 'Manutenção',
  mainField: 'client',
  groups: [
    {
      id: 'g1',
      name: 'Dados',
      fields: [
        { id: 'client', name: 'Cliente', type: 'textShort' },
        { id: 'email', name: 'E-mail', type: 'email' },
        {
          id: 'status',
          name: 'Situação',
          type: 'choiceSingle',
          score: 1,
          options: [
            { id: 'ok', name: 'Ok', score: 10 },
            { id: 'bad', name: 'Ruim', score: 0 },
          ],
        },
        budget(),
      ],
    },
    {
      id: 'g2',
      name: 'Reparos',
      rules: { combinator: 'and', conditions: [{ field: 'status', comparison: 'equal', value: 'bad' }] },
      fields: [
        {
          id: 'fee',
          name: 'Taxa',
          type: 'number',
          rules: { combinator: 'or', conditions: [{ field: 'g1', comparison: 'filled' }] },
        },
        {
          id: 'total',
          name: 'Total',
          type: 'numericFormula',
          formula: { mode: 'numeric', expression: 'subtotal + fee * rate' },
        },
        {
          id: 'grade',
          name: 'Nota',
          type: 'numericFormula',
          formula: { mode: 'numeric', expression: 'score(status) * 2' },
        },
        {
          id: 'summary',
          name: 'Resumo',
          type: 'textFormula',
          formula: { mode: 'text', template: '{client}: {total}' },
        },
        {
          id: 'late',
          name: 'Atraso',
          type: 'textShort',
          rules: {
            combinator: 'and',
            conditions: [{ field: 'items', column: 'qty', comparison: 'greater', value: 3, lines: 'any' }],
          },
        },
      ],
    },
  ],
  globals: [{ id: 'rate', name: 'Taxa padrão', kind: 'personalised', value: 1.5 }],
  alerts: [
    {
      id: 'a1',
      recipients: { employees: [], squads: [], roles: [], emails: [], emailFields: ['email'] },
      subject: 'Relatório pronto',
      text: 'Segue o relatório',
    },
  ],
});

describe('findUsages', () => {
  it('finds a field in formulas, text formulas, rules, the main field', () => {
    expect(findUsages(model(), 'client')).toEqual([
      { kind: 'formula', ownerId: 'summary', ownerName: 'Resumo' },
      { kind: 'mainField', ownerId: '', ownerName: 'Manutenção' },
    ]);
    expect(findUsages(model(), 'fee')).toEqual([{ kind: 'formula', ownerId: 'total', ownerName: 'Total' }]);
    expect(findUsages(model(), 'email')).toEqual([
      { kind: 'alert', ownerId: 'a1', ownerName: 'Relatório pronto' },
    ]);
    expect(findUsages(model(), 'rate')).toEqual([{ kind: 'formula', ownerId: 'total', ownerName: 'Total' }]);
  });

  it('marks a formula reading the score', () => {
    expect(findUsages(model(), 'status')).toEqual([
      { kind: 'rule', ownerId: 'g2', ownerName: 'Reparos' },
      { kind: 'formula', ownerId: 'grade', ownerName: 'Nota', viaScore: true },
    ]);
  });

  it('finds options in rules, qualified or bare', () => {
    expect(findUsages(model(), 'status.bad')).toEqual([
      { kind: 'rule', ownerId: 'g2', ownerName: 'Reparos' },
    ]);
    expect(findUsages(model(), 'bad')).toEqual([{ kind: 'rule', ownerId: 'g2', ownerName: 'Reparos' }]);
    expect(findUsages(model(), 'status.ok')).toEqual([]);
  });

  it('finds table columns in column formulas, results, row validation and rules', () => {
    expect(findUsages(model(), 'items.qty')).toEqual([
      { kind: 'formula', ownerId: 'items.line', ownerName: 'Itens / Total da linha' },
      { kind: 'rule', ownerId: 'late', ownerName: 'Atraso' },
    ]);
    expect(findUsages(model(), 'items.line')).toEqual([
      { kind: 'formula', ownerId: 'subtotal', ownerName: 'Subtotal' },
    ]);
    expect(findUsages(model(), 'items.end')).toEqual([
      { kind: 'rowValidation', ownerId: 'items', ownerName: 'Itens' },
    ]);
    expect(findUsages(model(), 'items.price')).toEqual([
      { kind: 'formula', ownerId: 'items.line', ownerName: 'Itens / Total da linha' },
    ]);
  });

  it('finds table results; a table covers its results, not its own columns', () => {
    expect(findUsages(model(), 'subtotal')).toEqual([
      { kind: 'formula', ownerId: 'total', ownerName: 'Total' },
    ]);
    expect(findUsages(model(), 'items')).toEqual([
      { kind: 'formula', ownerId: 'total', ownerName: 'Total' },
      { kind: 'rule', ownerId: 'late', ownerName: 'Atraso' },
    ]);
  });

  it('finds a group in rules and covers its fields used outside it', () => {
    expect(findUsages(model(), 'g1')).toEqual([
      { kind: 'rule', ownerId: 'g2', ownerName: 'Reparos' },
      { kind: 'rule', ownerId: 'fee', ownerName: 'Taxa' },
      { kind: 'formula', ownerId: 'total', ownerName: 'Total' },
      { kind: 'formula', ownerId: 'grade', ownerName: 'Nota', viaScore: true },
      { kind: 'formula', ownerId: 'summary', ownerName: 'Resumo' },
      { kind: 'rule', ownerId: 'late', ownerName: 'Atraso' },
      { kind: 'mainField', ownerId: '', ownerName: 'Manutenção' },
      { kind: 'alert', ownerId: 'a1', ownerName: 'Relatório pronto' },
    ]);
    // g2's own fields reading each other do not count when g2 goes.
    expect(findUsages(model(), 'g2')).toEqual([]);
  });

  it('survives unparsable formulas and unknown ids', () => {
    const broken = model();
    broken.groups[1]!.fields[1]!.formula = { mode: 'numeric', expression: 'fee +' };
    expect(findUsages(broken, 'fee')).toEqual([]);
    expect(findUsages(model(), 'nothing')).toEqual([]);
  });
});

describe('findUsages in a workflow', () => {
  const model: FormModel = {
    name: 'Inspeção',
    groups: [
      {
        id: 'op',
        name: 'Operador',
        fields: [
          { id: 'ok', name: 'Conforme?', type: 'choiceSingle', options: [{ id: 'nao', name: 'Não' }] },
          { id: 'contact', name: 'Contato', type: 'email' },
          { id: 'who', name: 'Quem', type: 'manualEmployee' },
        ],
      },
    ],
    workflow: {
      steps: [
        {
          id: 'ok',
          type: 'documentFill',
          name: 'Vistoria',
          next: null,
          settings: { assignee: { kind: 'fieldValue', fieldId: 'who' }, deadlineHours: 1, groups: ['op'] },
        },
        { id: 'm', type: 'sendEmail', name: 'Avisar', next: null, settings: { fieldIds: ['contact'] } },
        {
          id: 'd',
          type: 'decision',
          name: 'Decidir',
          next: null,
          settings: {
            paths: [
              { id: 'p', name: 'P', rule: { field: 'ok', comparison: 'equal', value: 'nao' }, next: null },
            ],
          },
        },
      ],
    },
  };
  const step = (ownerId: string, ownerName: string) => ({
    kind: 'workflow',
    ownerId: `workflow:${ownerId}`,
    ownerName,
  });

  it('finds the groups, fields and options steps use, named by the step', () => {
    // The group covers its fields: the other steps read them.
    expect(findUsages(model, 'op')).toEqual([
      step('ok', 'Vistoria'),
      step('m', 'Avisar'),
      step('d', 'Decidir'),
    ]);
    expect(findUsages(model, 'who')).toEqual([step('ok', 'Vistoria')]);
    expect(findUsages(model, 'contact')).toEqual([step('m', 'Avisar')]);
    expect(findUsages(model, 'ok')).toEqual([step('d', 'Decidir')]);
    expect(findUsages(model, 'ok.nao')).toEqual([step('d', 'Decidir')]);
  });
});

describe('blockedChanges and their messages', () => {
  const { t } = createTranslator({ 'pt-BR': ptBR });
  const without = (edit: (m: FormModel) => void) => {
    const next = model();
    edit(next);
    return blockedChanges(model(), next);
  };

  it('refuses removing a used field, naming the place', () => {
    const [change] = without((m) => m.groups[1]!.fields.splice(0, 1));
    expect(change).toMatchObject({ code: 'FORM_ITEM_IN_USE', itemId: 'fee', itemName: 'Taxa' });
    expect(formUsageMessage(change!.usage, change!.itemName, t)).toBe(
      'Não é possível excluir Taxa: usado na fórmula de Total',
    );
  });

  it('refuses removing a result read by a formula with the spec message', () => {
    const [change] = without((m) => {
      (m.groups[0]!.fields[3]!.settings as { results: unknown[] }).results = [];
    });
    expect(change).toMatchObject({ code: 'FORM_RESULT_REFERENCED', itemId: 'subtotal' });
    expect(formUsageMessage(change!.usage, change!.itemName, t, 'result')).toBe(
      'Resultado está sendo referenciado em uma fórmula, não é possível deletá-lo',
    );
  });

  it('refuses removing an option used by a rule and a column used in row validation', () => {
    expect(without((m) => m.groups[0]!.fields[2]!.options!.splice(1, 1))[0]).toMatchObject({
      code: 'FORM_ITEM_IN_USE',
      itemId: 'status.bad',
      usage: { kind: 'rule', ownerName: 'Reparos' },
    });
    const [change] = without((m) => {
      const settings = m.groups[0]!.fields[3]!.settings as { columns: Array<{ id: string }> };
      settings.columns = settings.columns.filter((c) => c.id !== 'end');
    });
    expect(change).toMatchObject({
      code: 'FORM_ITEM_IN_USE',
      itemId: 'items.end',
      usage: { kind: 'rowValidation' },
    });
    expect(formUsageMessage(change!.usage, change!.itemName, t)).toBe(
      'Não é possível excluir Itens / Fim: usado na validação por linha da tabela Itens',
    );
  });

  it('refuses changing the type of a column used as a variable, not of an unused one', () => {
    const retype = (id: string) =>
      without((m) => {
        const settings = m.groups[0]!.fields[3]!.settings as { columns: Array<{ id: string; type: string }> };
        settings.columns.find((c) => c.id === id)!.type = 'textShort';
      });
    expect(retype('qty').map((c) => c.code)).toEqual(['FORM_COLUMN_TYPE_IN_USE', 'FORM_COLUMN_TYPE_IN_USE']);
    expect(retype('start')).toEqual([]);
  });

  it('refuses disabling the score of a field a formula reads with score()', () => {
    const [change] = without((m) => {
      const status = m.groups[0]!.fields[2]!;
      delete status.score;
      status.options = status.options!.map(({ id, name }) => ({ id, name }));
    });
    expect(change).toMatchObject({
      code: 'FORM_SCORE_IN_USE',
      itemId: 'status',
      usage: { ownerId: 'grade' },
    });
  });

  it('lets unused items go and a used item go together with its users', () => {
    expect(without((m) => m.groups[0]!.fields[2]!.options!.splice(0, 1))).toEqual([]);
    expect(
      without((m) => {
        m.groups[1]!.fields.splice(0, 2);
        m.groups[1]!.fields.splice(1, 1);
      }),
    ).toEqual([]);
    expect(without((m) => m.globals!.splice(0, 1))[0]).toMatchObject({
      itemId: 'rate',
      usage: { ownerId: 'total' },
    });
  });
});
