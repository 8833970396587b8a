import jsonLogic from 'json-logic-js';
import { describe, expect, it } from 'vitest';
import { compileRule } from './compileRule';
import type { Comparison, FormModel, RuleCondition } from './FormModel';

const model: FormModel = {
  name: 'Regras',
  groups: [
    {
      id: 'g1',
      name: 'Dados',
      fields: [
        { id: 'qty', name: 'Quantidade', type: 'number' },
        { id: 'note', name: 'Observação', type: 'textShort' },
        {
          id: 'tags',
          name: 'Marcadores',
          type: 'choiceMultiple',
          options: [
            { id: 'a', name: 'A' },
            { id: 'b', name: 'B' },
          ],
        },
        {
          id: 'items',
          name: 'Itens',
          type: 'table',
          settings: { columns: [{ id: 'amount', name: 'Qtd', type: 'number' }] },
        },
      ],
    },
  ],
};

const holds = (condition: RuleCondition, data: Record<string, unknown>) =>
  jsonLogic.apply(compileRule({ combinator: 'and', conditions: [condition] }, model), data) as boolean;

describe('compileRule', () => {
  it('compiles the editor rule to plain json-logic', () => {
    expect(
      compileRule({ combinator: 'or', conditions: [{ field: 'qty', comparison: 'equal', value: 3 }] }),
    ).toEqual({
      or: [{ '==': [{ var: 'qty' }, 3] }],
    });
  });

  const cases: Array<[Comparison, unknown, unknown, boolean]> = [
    ['equal', 5, 5, true],
    ['equal', 5, '5', true],
    ['equal', 5, 6, false],
    ['different', 5, 6, true],
    ['different', 5, 5, false],
    ['filled', undefined, 0, true],
    ['filled', undefined, '', false],
    ['filled', undefined, null, false],
    ['notFilled', undefined, null, true],
    ['notFilled', undefined, 7, false],
    ['greater', 5, 6, true],
    ['greater', 5, 5, false],
    ['greater', -1, null, false],
    ['smaller', 5, 4, true],
    ['smaller', 5, null, false],
    ['greaterOrEqual', 5, 5, true],
    ['greaterOrEqual', 5, 4, false],
    ['smallerOrEqual', 5, 5, true],
    ['smallerOrEqual', 5, 6, false],
    ['contains', 'bomba', 'troca da bomba', true],
    ['contains', 'motor', 'troca da bomba', false],
    ['notContains', 'motor', 'troca da bomba', true],
    ['notContains', 'bomba', 'troca da bomba', false],
  ];
  it.each(cases)('%s %j against %j is %s', (comparison, value, actual, expected) => {
    expect(holds({ field: 'qty', comparison, value }, { qty: actual })).toBe(expected);
  });

  it('uses a custom json-logic expression as is', () => {
    const custom = { '>': [{ '+': [{ var: 'qty' }, 1] }, 10] };
    expect(
      compileRule({ combinator: 'and', conditions: [{ field: 'qty', comparison: 'custom', value: custom }] }),
    ).toEqual({
      and: [custom],
    });
    expect(holds({ field: 'qty', comparison: 'custom', value: custom }, { qty: 10 })).toBe(true);
    expect(holds({ field: 'qty', comparison: 'custom', value: custom }, { qty: 9 })).toBe(false);
  });

  it('treats equal on a multiple choice as "includes the option"', () => {
    expect(holds({ field: 'tags', comparison: 'equal', value: 'b' }, { tags: ['a', 'b'] })).toBe(true);
    expect(holds({ field: 'tags', comparison: 'different', value: 'b' }, { tags: ['a'] })).toBe(true);
    expect(holds({ field: 'tags', comparison: 'filled' }, { tags: [] })).toBe(false);
  });

  it('combines conditions with AND and OR', () => {
    const conditions: RuleCondition[] = [
      { field: 'qty', comparison: 'greater', value: 2 },
      { field: 'note', comparison: 'filled' },
    ];
    const and = compileRule({ combinator: 'and', conditions }, model);
    const or = compileRule({ combinator: 'or', conditions }, model);
    expect(jsonLogic.apply(and, { qty: 3, note: 'x' })).toBe(true);
    expect(jsonLogic.apply(and, { qty: 3, note: '' })).toBe(false);
    expect(jsonLogic.apply(or, { qty: 3, note: '' })).toBe(true);
    expect(jsonLogic.apply(or, { qty: 1, note: '' })).toBe(false);
  });

  it('tests a group as filled when one of its fields is', () => {
    expect(holds({ field: 'g1', comparison: 'filled' }, { note: 'x' })).toBe(true);
    expect(holds({ field: 'g1', comparison: 'filled' }, {})).toBe(false);
    expect(holds({ field: 'g1', comparison: 'notFilled' }, {})).toBe(true);
  });

  describe('on a table column', () => {
    const rows = { items: [{ amount: 1 }, { amount: 5 }, { amount: 9 }] };
    it('any line (the default)', () => {
      expect(holds({ field: 'items', column: 'amount', comparison: 'greater', value: 8 }, rows)).toBe(true);
      expect(
        holds({ field: 'items', column: 'amount', comparison: 'greater', value: 9, lines: 'any' }, rows),
      ).toBe(false);
      expect(
        holds({ field: 'items', column: 'amount', comparison: 'greater', value: 0 }, { items: [] }),
      ).toBe(false);
    });
    it('all lines', () => {
      expect(
        holds({ field: 'items', column: 'amount', comparison: 'greater', value: 0, lines: 'all' }, rows),
      ).toBe(true);
      expect(
        holds({ field: 'items', column: 'amount', comparison: 'greater', value: 1, lines: 'all' }, rows),
      ).toBe(false);
    });
    it('listed lines (1-based, each must match)', () => {
      expect(
        holds({ field: 'items', column: 'amount', comparison: 'equal', value: 5, lines: [2] }, rows),
      ).toBe(true);
      expect(
        holds({ field: 'items', column: 'amount', comparison: 'greater', value: 4, lines: [2, 3] }, rows),
      ).toBe(true);
      expect(
        holds({ field: 'items', column: 'amount', comparison: 'greater', value: 4, lines: [1, 3] }, rows),
      ).toBe(false);
      expect(holds({ field: 'items', column: 'amount', comparison: 'filled', lines: [4] }, rows)).toBe(false);
    });
  });
});
