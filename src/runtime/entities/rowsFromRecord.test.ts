import { describe, expect, it } from 'vitest';
import { rowsFromRecord } from './rowsFromRecord';

const PATH = ['groups', 'attributes', 'attributeName'];
const TYPE = {
  name: 'Gerador',
  groups: [
    { groupName: 'Elétrica', attributes: [{ attributeName: 'Potência' }, { attributeName: 'Tensão' }] },
    { groupName: 'Manutenção', attributes: [{ attributeName: 'Última revisão' }, { attributeName: ' ' }] },
  ],
};

describe('rowsFromRecord', () => {
  it('gives one row per attribute of the type, in its order', () => {
    expect(rowsFromRecord(TYPE, PATH, 'attributeName', [])).toEqual([
      { attributeName: 'Potência' },
      { attributeName: 'Tensão' },
      { attributeName: 'Última revisão' },
    ]);
  });

  it('keeps what was typed: matching rows (whatever the case) and rows with a value of their own', () => {
    const rows = [
      { attributeName: 'tensão', value: '220 V' },
      { attributeName: 'Cor', value: 'azul' },
      { attributeName: 'Antigo' },
    ];
    expect(rowsFromRecord(TYPE, PATH, 'attributeName', rows)).toEqual([
      { attributeName: 'Potência' },
      { attributeName: 'tensão', value: '220 V' },
      { attributeName: 'Última revisão' },
      { attributeName: 'Cor', value: 'azul' },
    ]);
  });

  it('a record without the path gives no rows from it', () => {
    expect(rowsFromRecord({ name: 'x' }, PATH, 'attributeName', [])).toEqual([]);
  });
});
