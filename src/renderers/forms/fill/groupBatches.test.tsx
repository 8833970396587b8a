import { describe, expect, it } from 'vitest';
import type { FormGroup } from '../../../runtime/forms/FormModel';
import { groupBatches } from './groupBatches';

const groups = (...sizes: number[]): FormGroup[] =>
  sizes.map((size, g) => ({
    id: `g${g}`,
    name: `Grupo ${g}`,
    fields: Array.from({ length: size }, (_v, f) => ({
      id: `g${g}f${f}`,
      name: `Campo ${f}`,
      type: 'textShort',
    })),
  }));

describe('groupBatches', () => {
  it('cuts whole groups into a first screenful and later batches of about the same field count', () => {
    expect(groupBatches(groups(...Array<number>(100).fill(10)), 20, 40)).toEqual([
      2, 6, 10, 14, 18, 22, 26, 30, 34, 38, 42, 46, 50, 54, 58, 62, 66, 70, 74, 78, 82, 86, 90, 94, 98, 100,
    ]);
  });

  it('keeps a group bigger than a batch whole, ends with every group, and handles empty forms', () => {
    expect(groupBatches(groups(5, 300, 5, 5), 20, 40)).toEqual([2, 4]);
    expect(groupBatches(groups(3), 20, 40)).toEqual([1]);
    expect(groupBatches([], 20, 40)).toEqual([]);
  });
});
