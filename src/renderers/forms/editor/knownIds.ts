import type { FormModel } from '../../../runtime/forms/FormModel';
import { modelIndex } from '../../../runtime/forms/modelIndex';

/**
 * The ids a formula or a rule may read (fields, table results, globals), without `except` (the field
 * being edited: reading itself would be a loop).
 *
 * @example knownIds(model, 'total') // ['qty', 'price', 'serial']
 */
export function knownIds(model: FormModel, except?: string): string[] {
  const index = modelIndex(model);
  return [...index.fields.keys(), ...index.results.keys(), ...index.globals].filter((id) => id !== except);
}
