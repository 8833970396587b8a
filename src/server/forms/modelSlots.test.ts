import { describe, expect, it } from 'vitest';
import type { FormModel } from '../../runtime/forms/FormModel';
import { modelSlots } from './modelSlots';

describe('modelSlots', () => {
  it('lists every field and, after each table, its columns with the table, in model order', () => {
    const model: FormModel = {
      name: 'Vistoria',
      groups: [
        { id: 'g1', name: 'Geral', fields: [{ id: 'obs', name: 'Observação', type: 'textShort' }] },
        {
          id: 'g2',
          name: 'Itens',
          fields: [
            {
              id: 'items',
              name: 'Itens',
              type: 'table',
              settings: { columns: [{ id: 'qty', name: 'Qtd', type: 'number' }] },
            },
            { id: 'photo', name: 'Foto', type: 'photo' },
          ],
        },
      ],
    };
    expect(modelSlots(model).map((s) => [s.item.id, s.table?.id])).toEqual([
      ['obs', undefined],
      ['items', undefined],
      ['qty', 'items'],
      ['photo', undefined],
    ]);
  });
});
