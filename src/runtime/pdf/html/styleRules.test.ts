import { describe, expect, it } from 'vitest';
import type { StyleOperator, StyleRule } from '../PdfLayout';
import type { StyleValue } from './PdfDocumentData';
import { ruleStyle, styleValueKind } from './styleRules';

const RED = '#c62828';
const rule = (operator: StyleOperator, value?: string | number, value2?: string | number): StyleRule => ({
  id: 'r',
  fieldId: 'f',
  operator,
  value,
  value2,
  textColor: RED,
});
/** Whether the rule paints the answer of a field of `type`. */
const paints = (type: string, r: StyleRule, value: StyleValue) => ruleStyle([r], 'f', type, value) !== null;

/** [type, operator, value, value2, answer, expected] */
const CASES: Array<
  [string, StyleOperator, string | number | undefined, string | number | undefined, StyleValue, boolean]
> = [
  ['textShort', 'equals', 'Conforme', undefined, ' conforme ', true],
  ['textShort', 'equals', 'Conforme', undefined, 'Não conforme', false],
  ['textShort', 'notEquals', 'Conforme', undefined, 'Não conforme', true],
  ['textShort', 'notEquals', 'Conforme', undefined, 'CONFORME', false],
  ['textShort', 'contains', 'vaza', undefined, 'Cano VAZANDO', true],
  ['textShort', 'contains', 'vaza', undefined, 'Cano seco', false],
  ['textShort', 'notContains', 'vaza', undefined, 'Cano seco', true],
  ['textShort', 'notContains', 'vaza', undefined, 'vazamento', false],
  ['textMultiline', 'startsWith', 'urgente', undefined, 'Urgente: trocar', true],
  ['textMultiline', 'startsWith', 'urgente', undefined, 'Não urgente', false],
  ['email', 'endsWith', '@campo.com', undefined, 'ana@campo.com', true],
  ['email', 'endsWith', '@campo.com', undefined, 'ana@campo.com.br', false],
  ['textShort', 'greater', 'a', undefined, 'b', false],
  ['textShort', 'filled', undefined, undefined, 'x', true],
  ['textShort', 'filled', undefined, undefined, '', false],
  ['textShort', 'empty', undefined, undefined, '', true],
  ['textShort', 'empty', undefined, undefined, null, true],
  ['textShort', 'empty', undefined, undefined, 'x', false],
  ['number', 'equals', '10', undefined, 10, true],
  ['number', 'equals', 10, undefined, 10.5, false],
  ['currency', 'greater', '1.234,5', undefined, 1300, true],
  ['currency', 'greater', '1.234,5', undefined, 1234.5, false],
  ['percent', 'less', 50, undefined, 49.9, true],
  ['percent', 'less', 50, undefined, 50, false],
  ['number', 'between', 10, 20, 10, true],
  ['number', 'between', 20, 10, 20, true],
  ['number', 'between', 10, 20, 20.01, false],
  ['number', 'after', 5, undefined, 6, true],
  ['number', 'before', 5, undefined, 6, false],
  ['number', 'notEquals', 5, undefined, 6, true],
  ['number', 'contains', '23', undefined, 1234, true],
  ['numericFormula', 'empty', undefined, undefined, null, true],
  ['date', 'equals', '2026-11-22', undefined, '2026-11-22', true],
  ['date', 'after', '2026-11-22', undefined, '2026-11-23', true],
  ['date', 'after', '2026-11-22', undefined, '2026-11-22', false],
  ['date', 'before', '2026-11-22', undefined, '2026-01-05', true],
  ['date', 'greater', '2026-11-22', undefined, '2025-12-31', false],
  ['date', 'between', '2026-11-01', '2026-11-30', '2026-11-30', true],
  ['date', 'between', '2026-11-01', '2026-11-30', '2026-12-01', false],
  ['date', 'startsWith', '2026-11', undefined, '2026-11-22', true],
  ['dateHour', 'after', '2026-11-22', undefined, '2026-11-22T23:59', false],
  ['dateHour', 'after', '2026-11-22T12:00', undefined, '2026-11-22T12:01', true],
  ['dateHour', 'before', '2026-11-22T12:00', undefined, '2026-11-22T11:59', true],
  ['dateHour', 'equals', '2026-11-22', undefined, '2026-11-22T08:00', true],
  ['dateHour', 'between', '2026-11-22T08:00', '2026-11-22T18:00', '2026-11-22T18:00', true],
  ['dateHour', 'less', '2026-11-22T08:00', undefined, '2026-11-22T08:00', false],
  ['hour', 'after', '18:00', undefined, '18:30', true],
  ['hour', 'before', '08:00', undefined, '07:59', true],
  ['hour', 'between', '08:00', '12:00', '12:01', false],
  ['hour', 'equals', '08:00', undefined, '08:00', true],
  ['hour', 'filled', undefined, undefined, '08:00', true],
  ['choiceSingle', 'equals', 'Não conforme', undefined, 'não conforme', true],
  ['choiceSingle', 'equals', 'Não conforme', undefined, 'Conforme', false],
  ['selectBox', 'contains', 'conforme', undefined, 'Não conforme', true],
  ['choiceMultiple', 'equals', 'Elétrica', undefined, ['Hidráulica', 'Elétrica'], true],
  ['choiceMultiple', 'notEquals', 'Elétrica', undefined, ['Hidráulica', 'Elétrica'], false],
  ['choiceMultiple', 'notContains', 'gás', undefined, ['Hidráulica', 'Elétrica'], true],
  ['choiceMultiple', 'startsWith', 'hid', undefined, ['Elétrica', 'Hidráulica'], true],
  ['choiceMultiple', 'endsWith', 'ica', undefined, ['Gás'], false],
  ['choiceMultiple', 'empty', undefined, undefined, [], true],
  ['thermometer', 'filled', undefined, undefined, ['Quente'], true],
];

describe('ruleStyle', () => {
  it.each(CASES)('%s %s %s %s on %j → %s', (type, operator, value, value2, answer, expected) => {
    expect(paints(type, rule(operator, value, value2), answer)).toBe(expected);
  });

  it('tests every operator on every kind of field', () => {
    const operators = new Set(CASES.map((c) => c[1]));
    expect(operators.size).toBe(13);
    const kinds = new Set(CASES.map((c) => styleValueKind(c[0])));
    expect([...kinds].sort()).toEqual(['date', 'dateHour', 'hour', 'number', 'selection', 'text']);
  });

  it('gives text and background from the first rule that sets each, only for its own field', () => {
    const rules: StyleRule[] = [
      { id: 'a', fieldId: 'other', operator: 'filled', textColor: '#000001' },
      { id: 'b', fieldId: 'f', operator: 'greater', value: 5, textColor: RED },
      { id: 'c', fieldId: 'f', operator: 'filled', textColor: '#000002', backgroundColor: '#fff176' },
    ];
    expect(ruleStyle(rules, 'f', 'number', 8)).toEqual({ color: RED, background: '#fff176' });
    expect(ruleStyle(rules, 'f', 'number', 2)).toEqual({ color: '#000002', background: '#fff176' });
    expect(ruleStyle(rules, 'f', 'number', null)).toBeNull();
  });

  it('leaves alone the types rules do not apply to', () => {
    expect(ruleStyle([rule('filled')], 'f', 'photo', 'x')).toBeNull();
    expect(ruleStyle([rule('filled')], 'f', 'table', 'x')).toBeNull();
    expect(ruleStyle([rule('filled')], 'f', 'unknownType', 'x')).toBeNull();
  });
});
