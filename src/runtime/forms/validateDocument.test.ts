import { describe, expect, it } from 'vitest';
import type { FormModel } from './FormModel';
import { validateDocument } from './validateDocument';

const model: FormModel = {
  name: 'Checklist',
  score: true,
  groups: [
    {
      id: 'g1',
      name: 'Geral',
      fields: [
        { id: 'title', name: 'Título', type: 'textShort', required: true },
        { id: 'qty', name: 'Quantidade', type: 'number', settings: { max: 10 } },
        {
          id: 'ok',
          name: 'Conforme?',
          type: 'choiceSingle',
          options: [
            { id: 'y', name: 'Sim', score: 5 },
            { id: 'n', name: 'Não', score: 0 },
          ],
        },
        {
          id: 'items',
          name: 'Itens',
          type: 'table',
          settings: { columns: [{ id: 'item', name: 'Item', type: 'textShort', required: true }] },
        },
      ],
    },
    {
      id: 'g2',
      name: 'Assinatura',
      required: true,
      fields: [{ id: 'who', name: 'Quem', type: 'textShort' }],
    },
  ],
};

describe('validateDocument options', () => {
  it('a draft skips required fields, required groups and required table cells', () => {
    const values = { items: [{}] };
    const finished = validateDocument(model, values);
    expect(finished.errors.map((e) => e.code).sort()).toEqual([
      'FORM_GROUP_REQUIRED',
      'REQUIRED_FIELD',
      'REQUIRED_FIELD',
    ]);
    expect(validateDocument(model, values, undefined, { draft: true }).errors).toEqual([]);
  });

  it('a draft still refuses invalid values', () => {
    const { errors } = validateDocument(model, { qty: 11 }, undefined, { draft: true });
    expect(errors).toEqual([{ code: 'FORM_NUMBER_MAX', fieldId: 'qty', params: { max: 10 } }]);
  });

  it('answers the score the engine computes', () => {
    expect(validateDocument(model, { ok: 'y' }).score).toBe(5);
    expect(validateDocument({ ...model, score: false }, { ok: 'y' }).score).toBeNull();
  });
});
