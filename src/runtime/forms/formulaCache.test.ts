import { beforeEach, describe, expect, it } from 'vitest';
import { checkFormModel } from './checkFormModel';
import { checkFormula } from './checkFormula';
import { compileFormula, formulaCache } from './compileFormula';
import { createFormEngine } from './createFormEngine';
import type { FormField, FormModel } from './FormModel';
import { FormulaCache } from './formulaCache';

const form = (fields: FormField[]): FormModel => ({
  name: 'Cache',
  groups: [{ id: 'g', name: 'G', fields }],
});
const num = (id: string): FormField => ({ id, name: id.toUpperCase(), type: 'number' });
const formula = (id: string, expression: string): FormField => ({
  id,
  name: `Campo ${id}`,
  type: 'numericFormula',
  formula: { mode: 'numeric', expression },
});

describe('formulaCache', () => {
  beforeEach(() => formulaCache.clear());

  it('parses a text once for every model using it, each model keeping its own values', () => {
    const text = 'qty * price + 1';
    const v1 = createFormEngine(form([num('qty'), num('price'), formula('total', text)]), {
      values: { qty: 2, price: 3 },
    });
    expect(formulaCache.size).toBe(1);
    const v2 = createFormEngine(form([num('qty'), num('price'), formula('total', text)]), {
      values: { qty: 10, price: 5 },
    });
    expect(formulaCache.size).toBe(1);
    v1.setValue('qty', 4);
    expect(v1.getValue('total')).toBe(13);
    expect(v2.getValue('total')).toBe(51);
    v2.setValue('price', 1);
    expect(v2.getValue('total')).toBe(11);
    expect(v1.getValue('total')).toBe(13);
  });

  it('gives the same result whether the text was cached or not', () => {
    const text = 'round(col(qty) * col(price, prev), 2) + score(grade)';
    const options = { known: new Set(['grade']), columns: ['qty', 'price'] };
    const first = compileFormula(text, options);
    const again = compileFormula(text, options);
    expect(formulaCache.size).toBe(1);
    for (const compiled of [first, again]) {
      expect(compiled.deps).toEqual(['grade']);
      expect(compiled.columnRefs).toEqual([
        { column: 'qty', row: 'current' },
        { column: 'price', row: 'prev' },
      ]);
      expect(compiled.scoreRefs).toEqual(['grade']);
      expect(
        compiled.evaluate(
          () => 0,
          (i) => [3, 1.5][i],
          () => 2,
        ),
      ).toBe(6.5);
    }
    // The same text outside a table: `col` is not a column there.
    expect(checkFormula(text, ['grade'])).toMatchObject({ ok: false, reason: 'functionNotAllowed' });
  });

  it('checks the ids a cached text reads against each model', () => {
    const text = 'qty * 2';
    expect(checkFormModel(form([num('qty'), formula('double', text)])).problems).toEqual([]);
    const other = checkFormModel(form([num('price'), formula('double', text), formula('twice', text)]));
    expect(other.problems.map((p) => p.params.name)).toEqual(['Campo double', 'Campo twice']);
    expect(checkFormula(text, ['qty'])).toEqual({ ok: true, deps: ['qty'] });
  });

  it('reports the first problem in the formula, as before the cache', () => {
    const text = 'missing + forbidden(1)';
    expect(checkFormula(text, [])).toMatchObject({ ok: false, reason: 'unknownReference', token: 'missing' });
    expect(checkFormula(text, ['missing'])).toMatchObject({ ok: false, reason: 'functionNotAllowed' });
    expect(checkFormula('qty +', ['qty'])).toMatchObject({ ok: false, reason: 'syntax' });
    expect(checkFormula('qty +', ['qty'])).toMatchObject({ ok: false, reason: 'syntax' });
    expect(checkFormula('col(qty, 0)', [], ['qty'])).toMatchObject({ ok: false, reason: 'rowReference' });
  });
});

describe('FormulaCache', () => {
  it('keeps at most its limit, dropping the least recently used text', () => {
    const cache = new FormulaCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });
});
