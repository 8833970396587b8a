import { describe, expect, it } from 'vitest';
import unit from '../../../metadata/entities/unit.json';
import type { EntityMeta } from './EntityMeta';
import { importColumns, importRow, parseCsv } from './importColumns';

const t = (key: string) => (key === 'entities.address.cep' ? 'CEP' : key);

describe('spreadsheet import', () => {
  it('reads CSV with ; or , quoted cells and line breaks, dropping the BOM and blank lines', () => {
    expect(parseCsv('\uFEFFnome;obs\n"Ana; filha";"diz ""oi""\nmais"\n\n')).toEqual([
      ['nome', 'obs'],
      ['Ana; filha', 'diz "oi"\nmais'],
    ]);
    expect(parseCsv('a,b\r\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('spreads an address over its parts and reads each cell by field type', () => {
    const columns = importColumns(unit as EntityMeta, t);
    expect(columns.map((c) => c.path)).toEqual([
      'title',
      'client',
      'address.cep',
      'address.country',
      'address.state',
      'address.city',
      'address.district',
      'address.street',
      'address.number',
      'address.complement',
      'enabled',
    ]);
    expect(columns[2]?.header).toBe('entities.unit.fields.address: CEP');
    const row = importRow(
      columns,
      ['Loja 1', '12', '50030-230', 'Brasil', 'PE', 'Recife', 'Boa Vista', 'Rua A', '10', '', 'Não'],
      t,
    );
    expect(row).toEqual({
      title: 'Loja 1',
      client: 12,
      address: {
        cep: '50030-230',
        country: 'Brasil',
        state: 'PE',
        city: 'Recife',
        district: 'Boa Vista',
        street: 'Rua A',
        number: '10',
      },
      enabled: false,
    });
  });
});
