import { describe, expect, it } from 'vitest';
import type { FormModel } from '../../../forms/FormModel';
import { choosePath } from './choosePath';
import type { DecisionSettings } from './DecisionSettings';

const model: FormModel = {
  name: 'Inspeção',
  groups: [
    {
      id: 'g',
      name: 'Geral',
      fields: [
        {
          id: 'ok',
          name: 'Conforme?',
          type: 'choiceSingle',
          options: [
            { id: 'sim', name: 'Sim' },
            { id: 'nao', name: 'Não' },
          ],
        },
        { id: 'qty', name: 'Quantidade', type: 'number' },
      ],
    },
  ],
};
const settings: DecisionSettings = {
  paths: [
    { id: 'padrao', name: 'Padrão', rule: null, next: 'end' },
    {
      id: 'nc',
      name: 'Não conforme',
      rule: { combinator: 'and', conditions: [{ field: 'ok', comparison: 'equal', value: 'nao' }] },
      next: 'fix',
    },
    { id: 'muitos', name: 'Muitos', rule: { field: 'qty', comparison: 'greater', value: 10 }, next: 'count' },
  ],
  defaultPathId: 'padrao',
};

describe('choosePath', () => {
  it('takes the first path whose rule holds over the answers', () => {
    expect(choosePath(settings, model, { ok: 'nao', qty: 20 })?.id).toBe('nc');
    expect(choosePath(settings, model, { ok: 'sim', qty: 20 })?.id).toBe('muitos');
  });

  it('takes the default path when no rule holds (an empty value never compares)', () => {
    expect(choosePath(settings, model, { ok: 'sim' })?.id).toBe('padrao');
    expect(choosePath(settings, model, {})?.id).toBe('padrao');
  });

  it('answers null with no rule holding and no default', () => {
    expect(choosePath({ ...settings, defaultPathId: null }, model, {})).toBeNull();
  });
});
