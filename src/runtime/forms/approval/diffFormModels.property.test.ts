import { describe, expect, it } from 'vitest';
import { editFormModel } from '../../testing/editFormModel';
import { generateFormModel, seededRandom } from '../generateFormModel';
import { diffFormModels } from './diffFormModels';
import type { ModelAdjustment } from './ModelAdjustment';

const fieldsNamed = (adjustments: ModelAdjustment[]) =>
  new Set(adjustments.map((adjustment) => adjustment.place.fieldId));

describe('diffFormModels on generated forms with random edits', () => {
  it('names exactly the edited fields, both ways, with unique ids that a second diff repeats', () => {
    const kinds = new Set<string>();
    for (let seed = 1; seed <= 25; seed++) {
      const { model } = generateFormModel({ fields: 300, rules: 90, formulas: 60, seed });
      const { model: next, edited } = editFormModel(model, seededRandom(seed * 7919), 20);
      expect(edited.size, `seed ${seed}`).toBe(20);
      const adjustments = diffFormModels(model, next);
      for (const adjustment of adjustments) kinds.add(adjustment.kind);
      expect(fieldsNamed(adjustments), `seed ${seed}`).toEqual(edited);
      expect(
        adjustments.every((a) => a.kind.split('.')[0] !== 'group' && a.kind.split('.')[0] !== 'model'),
      ).toBe(true);
      expect(new Set(adjustments.map((a) => a.id)).size).toBe(adjustments.length);
      expect(diffFormModels(structuredClone(model), structuredClone(next))).toEqual(adjustments);
      expect(fieldsNamed(diffFormModels(next, model)), `seed ${seed}, reversed`).toEqual(edited);
      expect(diffFormModels(next, structuredClone(next))).toEqual([]);
    }
    // Every edit the generator makes was made, and seen as what it is.
    expect([...kinds].sort()).toEqual([
      'field.added',
      'field.description',
      'field.formula',
      'field.hint',
      'field.moved',
      'field.removed',
      'field.renamed',
      'field.required',
      'field.rules',
      'field.score',
      'option.added',
      'option.removed',
      'option.score',
    ]);
  });
});
