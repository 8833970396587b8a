import { describe, expect, it } from 'vitest';
import { createFormEngine } from './createFormEngine';
import type { FormModel } from './FormModel';
import { validateDocument } from './validateDocument';

const model: FormModel = {
  name: 'Inspeção',
  groups: [
    {
      id: 'g',
      name: 'Itens',
      fields: [
        {
          id: 'show',
          name: 'Mostrar',
          type: 'choiceSingle',
          options: [
            { id: 'y', name: 'Sim' },
            { id: 'n', name: 'Não' },
          ],
        },
        {
          id: 'ext',
          name: 'Extintor',
          type: 'according',
          rules: { combinator: 'and', conditions: [{ field: 'show', comparison: 'equal', value: 'y' }] },
          options: [
            { id: 'compliant', name: 'Conforme' },
            {
              id: 'nonCompliant',
              name: 'Não conforme',
              actionPlans: [
                { type: 'addObservation', required: true, label: 'Descrição do problema' },
                { type: 'attachPicture', required: true, photoLimit: 2 },
              ],
            },
          ],
        },
      ],
    },
  ],
};

const codes = (errors: Array<{ code: string }>) => errors.map((e) => e.code).sort();

describe('action plan answers', () => {
  it('asks for the chosen option plans, names the renamed observation, and limits the photos', () => {
    const engine = createFormEngine(model, { values: { show: 'y', ext: 'nonCompliant' } });
    expect(codes(engine.errors())).toEqual(['FORM_PLAN_OBSERVATION_REQUIRED', 'FORM_PLAN_PHOTO_REQUIRED']);
    expect(engine.errors()[0]!.params).toMatchObject({ field: 'Extintor', label: 'Descrição do problema' });
    const heard: string[][] = [];
    engine.subscribe((ids) => heard.push(ids));
    const photo = (fileId: string) => ({ fileId, name: `${fileId}.png` });
    engine.setPlan('ext', { observation: ' vencido ', photos: [photo('a'), photo('b'), photo('c')] });
    expect(heard).toEqual([['ext']]);
    expect(codes(engine.errors())).toEqual(['FORM_PLAN_PHOTO_LIMIT']);
    engine.setPlan('ext', { observation: 'vencido', photos: [photo('a')] });
    expect(engine.errors()).toEqual([]);
    expect(engine.plans()).toEqual({ ext: { observation: 'vencido', photos: [photo('a')] } });
  });

  it('drops answers when the option is no longer chosen or the field is hidden', () => {
    const engine = createFormEngine(model, {
      values: { show: 'y', ext: 'nonCompliant' },
      plans: { ext: { observation: 'vencido' } },
    });
    engine.setValue('ext', 'compliant');
    expect(engine.plans()).toEqual({});
    expect(engine.errors()).toEqual([]);
    engine.setValue('ext', 'nonCompliant');
    expect(engine.plans()).toEqual({ ext: { observation: 'vencido' } });
    engine.setValue('show', 'n');
    expect(engine.plans()).toEqual({});
  });

  it('the server check keeps the same answers and lets a draft leave them for later', () => {
    const values = { show: 'y', ext: 'nonCompliant' };
    expect(codes(validateDocument(model, values).errors)).toEqual([
      'FORM_PLAN_OBSERVATION_REQUIRED',
      'FORM_PLAN_PHOTO_REQUIRED',
    ]);
    expect(validateDocument(model, values, undefined, { draft: true }).errors).toEqual([]);
    const plans = { ext: { observation: 'x', photos: [{ fileId: 'a' }] }, show: { observation: 'ignored' } };
    const checked = validateDocument(model, values, undefined, { plans });
    expect(checked.errors).toEqual([]);
    expect(checked.plans).toEqual({ ext: { observation: 'x', photos: [{ fileId: 'a' }] } });
  });
});
