import { createFormEngine } from './createFormEngine';
import type { FormError } from './FormError';
import type { FormDocument, FormModel } from './FormModel';

/**
 * The server's check of a submitted document, through the very engine the browser fills with: the
 * errors (empty when the document may be stored) and the values to store: hidden fields' values and
 * unknown ids dropped, formula and table results computed here rather than trusted from the browser.
 *
 * @example
 * const { errors, values } = validateDocument(model, { qty: 2, hiddenNote: 'x' });
 * errors; // []
 * values; // { qty: 2, total: 7 } (hiddenNote's group is hidden by a rule)
 */
export function validateDocument(
  model: FormModel,
  values: Record<string, unknown>,
  globals?: FormDocument['globals'],
): { errors: FormError[]; values: Record<string, unknown> } {
  const engine = createFormEngine(model, { values, globals });
  return { errors: engine.errors(), values: engine.values() };
}
