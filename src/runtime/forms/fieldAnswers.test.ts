import { describe, expect, it } from 'vitest';
import { fieldAnswers } from './fieldAnswers';
import type { FormModel } from './FormModel';

const model: FormModel = {
  name: 'Inspeção',
  groups: [
    {
      id: 'g1',
      name: 'Geral',
      fields: [
        { id: 'epi', name: 'Uso de EPI', type: 'according' },
        { id: 'obs', name: 'Observação', type: 'textShort' },
        {
          id: 'items',
          name: 'Itens',
          type: 'table',
          settings: {
            columns: [
              { id: 'item', name: 'Item', type: 'textShort' },
              { id: 'ok', name: 'Situação', type: 'according' },
            ],
          },
        },
      ],
    },
    {
      id: 'g2',
      name: 'Salas',
      repeatable: true,
      fields: [{ id: 'room', name: 'Sala', type: 'according' }],
    },
  ],
};

describe('fieldAnswers', () => {
  it('lists filled fields, table cells by row and repeatable copies, in the model order', () => {
    const answers = fieldAnswers(model, {
      epi: 'nonCompliant',
      obs: '  ',
      items: [{ item: 'Extintor', ok: 'nonCompliant' }, { item: 'Escada' }],
      room: ['compliant', null, 'nonCompliant'],
    });
    expect(
      answers.map((a) => [a.field.id, a.column?.id ?? null, a.copy ?? null, a.row ?? null, a.value]),
    ).toEqual([
      ['epi', null, null, null, 'nonCompliant'],
      ['items', 'item', null, 0, 'Extintor'],
      ['items', 'ok', null, 0, 'nonCompliant'],
      ['items', 'item', null, 1, 'Escada'],
      ['room', null, 0, null, 'compliant'],
      ['room', null, 2, null, 'nonCompliant'],
    ]);
    expect(answers[0]!.group.name).toBe('Geral');
  });

  it('answers nothing for an empty document or values of another shape', () => {
    expect(fieldAnswers(model, {})).toEqual([]);
    expect(fieldAnswers(model, { items: 'x', room: 'compliant' })).toEqual([]);
  });
});
