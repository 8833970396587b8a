import { describe, expect, it } from 'vitest';
import { checkFormModel } from './checkFormModel';
import { checkFormula } from './checkFormula';
import { compileFormula } from './compileFormula';
import { createFormEngine } from './createFormEngine';
import { findDependencyCycle } from './findDependencyCycle';
import type { FormField, FormModel } from './FormModel';
import { FormModelError } from './FormModelError';

const form = (fields: FormField[], extra: Partial<FormModel> = {}): FormModel => ({
  name: 'Fórmulas',
  groups: [{ id: 'g', name: 'Grupo', fields }],
  ...extra,
});
const num = (id: string): FormField => ({ id, name: id.toUpperCase(), type: 'number' });
const formula = (id: string, expression: string): FormField => ({
  id,
  name: `Campo ${id}`,
  type: 'numericFormula',
  formula: { mode: 'numeric', expression },
});

describe('checkFormula', () => {
  it('accepts arithmetic, functions and conditionals over known ids', () => {
    expect(checkFormula('round(qty * price * 1.1, 2) + (qty > 3 ? 1 : 0)', ['qty', 'price'])).toEqual({
      ok: true,
      deps: ['qty', 'price'],
    });
  });
  it.each([
    ['qty +', 'syntax'],
    ['unknownField * 2', 'unknownReference'],
    ['qty = 3', 'notAllowed'],
    ['f(x) = x', 'notAllowed'],
    ['qty.constructor', 'notAllowed'],
    ['[1,2][1]', 'notAllowed'],
    ['5 cm', 'unknownReference'],
    ['a; b', 'notAllowed'],
  ])('refuses %s (%s)', (expression, reason) => {
    const check = checkFormula(expression, ['qty', 'a', 'b']);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.reason).toBe(reason);
  });
});

describe('the formula sandbox', () => {
  it.each([
    'import({ x: 1 })',
    'evaluate("1 + 1")',
    'parse("1 + 1")',
    'compile("1")',
    'simplify("x + x")',
    'derivative("x^2", "x")',
    'createUnit("foo")',
    'process',
    'globalThis',
    'this',
    'constructor',
    'sqrt.constructor("return process")()',
  ])('refuses %s', (expression) => {
    expect(checkFormula(expression, ['qty']).ok).toBe(false);
  });

  it('the restricted instance itself throws inside expressions (defence behind the allow-list)', async () => {
    const { formulaMath } = await import('./formulaMath');
    expect(() => formulaMath.parse('evaluate("1+1")').compile().evaluate(new Map())).toThrow(/disabled/);
    expect(() => formulaMath.parse('import({}, {})').compile().evaluate(new Map())).toThrow(/disabled/);
    // Left out of the instance (never built), and still named as disabled.
    for (const call of ['simplify("x + x")', 'derivative("x^2", "x")', 'compile("1")', 'parser()'])
      expect(() => formulaMath.parse(call).compile().evaluate(new Map()), call).toThrow(/disabled/);
  });

  it('the instance has no units: a unit name is an undefined symbol, a field id that looks like one is a value', async () => {
    const { formulaMath } = await import('./formulaMath');
    expect(() => formulaMath.parse('2 cm').compile().evaluate(new Map())).toThrow(/Undefined symbol cm/);
    expect(() => formulaMath.parse('createUnit("x")').compile().evaluate(new Map())).toThrow(/disabled/);
    const f = compileFormula('inch * 2 + m', { known: ['inch', 'm'] });
    expect(f.evaluate((id) => (id === 'inch' ? 3 : 1))).toBe(7);
  });

  it('a field formula that tries it is invalid and evaluates to empty, without throwing', () => {
    const model = form([num('qty'), formula('bad', 'evaluate("qty")')]);
    expect(checkFormModel(model).problems).toEqual([
      { code: 'FORM_INVALID_FORMULA', params: { name: 'Campo bad' }, id: 'bad' },
    ]);
    const engine = createFormEngine(model, { values: { qty: 2 } });
    expect(engine.getValue('bad')).toBeNull();
  });

  it('division by zero or a non-number result is empty, not an exception', () => {
    const f = compileFormula('a / b', { known: ['a', 'b'] });
    expect(f.evaluate((id) => ({ a: 1, b: 0 })[id])).toBeNull();
    expect(f.evaluate((id) => ({ a: 1, b: 4 })[id])).toBe(0.25);
  });
});

describe('numeric, logic and text formulas in a form', () => {
  it('computes fixed, numeric and logic formulas, choice scores and globals', () => {
    const model = form(
      [
        num('qty'),
        num('price'),
        {
          id: 'state',
          name: 'Estado',
          type: 'according',
          options: [
            { id: 'ok', name: 'Conforme', score: 10 },
            { id: 'nok', name: 'Não conforme', score: 2 },
          ],
        },
        { id: 'fixed', name: 'Fixo', type: 'numericFormula', formula: { mode: 'fixed', value: 42 } },
        formula('total', 'qty * price + fee'),
        formula('stateScore', 'state * 2 + score(state)'),
        {
          id: 'band',
          name: 'Faixa',
          type: 'numericFormula',
          formula: { mode: 'logic', logic: { if: [{ '>': [{ var: 'total' }, 100] }, 2, 1] } },
        },
        {
          id: 'label',
          name: 'Etiqueta',
          type: 'textFormula',
          formula: { mode: 'text', template: 'Doc {serial}: {state} x{qty} = {total}' },
        },
      ],
      {
        globals: [
          { id: 'fee', name: 'Taxa', kind: 'personalised', value: 5 },
          { id: 'serial', name: 'Número', kind: 'serial', value: 1 },
        ],
      },
    );
    const engine = createFormEngine(model, {
      values: { qty: 2, price: 10, state: 'ok' },
      globals: { serial: 17 },
    });
    expect(engine.getValue('fixed')).toBe(42);
    expect(engine.getValue('total')).toBe(25);
    expect(engine.getValue('stateScore')).toBe(30);
    expect(engine.getValue('band')).toBe(1);
    expect(engine.getValue('label')).toBe('Doc 17: Conforme x2 = 25');
    engine.setValue('qty', 20);
    expect(engine.getValue('total')).toBe(205);
    expect(engine.getValue('band')).toBe(2);
    engine.setValue('state', 'nok');
    expect(engine.getValue('stateScore')).toBe(6);
    expect(engine.getValue('label')).toBe('Doc 17: Não conforme x20 = 205');
  });

  it("scores the visible fields: chosen options plus filled fields' own score", () => {
    const model = form(
      [
        {
          id: 'a',
          name: 'A',
          type: 'choiceSingle',
          options: [
            { id: 'y', name: 'Sim', score: 3 },
            { id: 'n', name: 'Não', score: 0 },
          ],
        },
        {
          id: 'b',
          name: 'B',
          type: 'choiceMultiple',
          options: [
            { id: 'x', name: 'X', score: 1 },
            { id: 'z', name: 'Z', score: 2 },
          ],
        },
        {
          id: 'c',
          name: 'C',
          type: 'textShort',
          score: 4,
          rules: { combinator: 'and', conditions: [{ field: 'a', comparison: 'equal', value: 'y' }] },
        },
      ],
      { score: true },
    );
    const engine = createFormEngine(model, { values: { a: 'y', b: ['x', 'z'], c: 'ok' } });
    expect(engine.score()).toBe(3 + 3 + 4);
    engine.setValue('a', 'n');
    expect(engine.score()).toBe(3);
    expect(createFormEngine({ ...model, score: false }).score()).toBeNull();
  });
});

describe('table row formulas and results', () => {
  const table = (expression: string): FormModel =>
    form([
      num('factor'),
      {
        id: 'items',
        name: 'Itens',
        type: 'table',
        settings: {
          columns: [
            { id: 'qty', name: 'Qtd', type: 'number' },
            { id: 'calc', name: 'Cálculo', type: 'numericFormula', formula: { mode: 'numeric', expression } },
          ],
          results: [
            { id: 'calcSum', name: 'Soma', op: 'sum', column: 'calc' },
            { id: 'calcAvg', name: 'Média', op: 'avg', column: 'calc' },
            { id: 'calcMin', name: 'Mínimo', op: 'min', column: 'calc' },
            { id: 'calcMax', name: 'Máximo', op: 'max', column: 'calc' },
            { id: 'qtyCount', name: 'Contagem', op: 'count', column: 'qty' },
          ],
        },
      },
      formula('doubled', 'calcSum * 2'),
    ]);
  const rows = [{ qty: 1 }, { qty: 2 }, { qty: 4 }, { qty: 8 }];
  const column = (expression: string, values: Record<string, unknown> = {}) =>
    (
      createFormEngine(table(expression), { values: { items: rows, ...values } }).getValue('items') as Array<{
        calc: number;
      }>
    ).map((r) => r.calc);

  it.each([
    ['col(qty)', [1, 2, 4, 8]],
    ['col(qty, prev)', [0, 1, 2, 4]],
    ['col(qty, next)', [2, 4, 8, 0]],
    ['col(qty, first)', [1, 1, 1, 1]],
    ['col(qty, last)', [8, 8, 8, 8]],
    ['col(qty, 3)', [4, 4, 4, 4]],
    ['col(qty, 9)', [0, 0, 0, 0]],
    ['col(calc, prev) + col(qty)', [1, 3, 7, 15]],
    ['col("qty") * factor', [3, 6, 12, 24]],
  ])('%s', (expression, expected) => {
    expect(column(expression, { factor: 3 })).toEqual(expected);
  });

  it('results aggregate a formula column and feed other formulas; one cell change updates them', () => {
    const engine = createFormEngine(table('col(calc, prev) + col(qty)'), { values: { items: rows } });
    expect([
      engine.getValue('calcSum'),
      engine.getValue('calcAvg'),
      engine.getValue('calcMin'),
      engine.getValue('calcMax'),
      engine.getValue('qtyCount'),
    ]).toEqual([26, 6.5, 1, 15, 4]);
    expect(engine.getValue('doubled')).toBe(52);
    engine.setValue('items', 10, { row: 1, column: 'qty' });
    expect((engine.getValue('items') as Array<{ calc: number }>).map((r) => r.calc)).toEqual([1, 11, 15, 23]);
    expect(engine.getValue('calcSum')).toBe(50);
    expect(engine.getValue('doubled')).toBe(100);
    engine.setValue('items', 1, { row: 4, column: 'qty' });
    expect(engine.getValue('qtyCount')).toBe(5);
    expect(engine.getValue('calcMax')).toBe(24);
  });

  it('refuses an unknown column or a bad row reference', () => {
    expect(checkFormModel(table('col(nope)')).problems[0]).toMatchObject({
      code: 'FORM_INVALID_FORMULA',
      params: { name: 'Itens / Cálculo' },
    });
    expect(checkFormModel(table('col(qty, sideways)')).problems[0]?.code).toBe('FORM_INVALID_FORMULA');
    expect(checkFormModel(table('col(qty, 0)')).problems[0]?.code).toBe('FORM_INVALID_FORMULA');
  });
});

describe('dependency loops', () => {
  it('findDependencyCycle names the ids along the loop', () => {
    expect(
      findDependencyCycle(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
          ['d', ['a']],
        ]),
      ),
    ).toEqual(['a', 'b', 'c']);
    expect(
      findDependencyCycle(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toBeNull();
  });

  it('a loop between formula fields is refused with its fields, and the engine will not run it', () => {
    const model = form([num('qty'), formula('a', 'b + qty'), formula('b', 'c * 2'), formula('c', 'a - 1')]);
    const { problems, cycle } = checkFormModel(model);
    expect(new Set(cycle)).toEqual(new Set(['a', 'b', 'c']));
    expect(problems.at(-1)?.code).toBe('FORM_FORMULA_LOOP');
    expect(() => createFormEngine(model)).toThrow(FormModelError);
  });

  it('a loop through a conditional rule counts too', () => {
    const model = form([
      num('qty'),
      {
        ...formula('a', 'qty * 2'),
        rules: { combinator: 'and', conditions: [{ field: 'b', comparison: 'filled' }] },
      },
      formula('b', 'a + 1'),
    ]);
    expect(new Set(checkFormModel(model).cycle)).toEqual(new Set(['a', 'b']));
  });

  it('a loop between table columns is refused; a running col(self, prev) is not a loop', () => {
    const model = form([
      {
        id: 't',
        name: 'Tabela',
        type: 'table',
        settings: {
          columns: [
            {
              id: 'x',
              name: 'X',
              type: 'numericFormula',
              formula: { mode: 'numeric', expression: 'col(y) + 1' },
            },
            {
              id: 'y',
              name: 'Y',
              type: 'numericFormula',
              formula: { mode: 'numeric', expression: 'col(x, next)' },
            },
            {
              id: 'run',
              name: 'Acumulado',
              type: 'numericFormula',
              formula: { mode: 'numeric', expression: 'col(run, prev) + 1' },
            },
          ],
        },
      },
    ]);
    expect(checkFormModel(model).problems).toEqual([
      { code: 'FORM_FORMULA_LOOP', params: { fields: 'Tabela: X, Y' }, id: 't' },
    ]);
  });
});
