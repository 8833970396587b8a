import { describe, expect, it } from 'vitest';
import { logicVars } from './logicVars';

describe('logicVars', () => {
  it('lists the first segment of each var path once', () => {
    expect(
      logicVars({ and: [{ '>': [{ var: 'qty' }, { var: 'rows.0.price' }] }, { var: ['qty', 1] }] }),
    ).toEqual(['qty', 'rows']);
    expect(logicVars({ var: 3 })).toEqual(['3']);
    expect(logicVars({ '==': [{ var: '' }, 1] })).toEqual([]);
  });
  it('reads a var default and leaves item keys of array operations out', () => {
    expect(logicVars({ var: ['a', { var: 'b' }] })).toEqual(['a', 'b']);
    expect(logicVars({ some: [{ var: 'items' }, { '>': [{ var: 'qty' }, { var: 'limit' }] }] })).toEqual([
      'items',
    ]);
    expect(
      logicVars({ reduce: [{ var: 'items' }, { '+': [{ var: 'current' }] }, { var: 'start' }] }),
    ).toEqual(['items', 'start']);
  });
  it('ignores objects that are not one operation, and refuses computed paths', () => {
    expect(logicVars({ '==': [{ a: { var: 'x' }, b: 1 }, {}] })).toEqual([]);
    expect(logicVars({ var: { cat: ['f', '1'] } })).toBeNull();
  });
});
