import { createFormEngine } from './createFormEngine';
import type { FormError } from './FormError';
import type { FormDocument, FormModel } from './FormModel';
import { errorsToFinish } from './errorsToFinish';

export interface ValidateDocumentOptions {
  /** A draft (not finished) skips the required checks; invalid values are still errors. */
  draft?: boolean;
  /** The action plan answers submitted with the values. */
  plans?: FormDocument['plans'];
  /**
   * Only these groups' required checks apply (a workflow step fills some groups; the others wait for
   * their own step). Absent: every group's.
   */
  requiredGroups?: ReadonlySet<string>;
}

/**
 * The server's check of a submitted document, through the very engine the browser fills with: the
 * errors (empty when the document may be stored), the values to store (hidden fields' values and
 * unknown ids dropped, formula and table results computed here rather than trusted from the browser),
 * the score, and the action plan answers to store (hidden fields' and unchosen options' dropped).
 *
 * @example
 * const { errors, values, score } = validateDocument(model, { qty: 2, hiddenNote: 'x' });
 * errors; // []
 * values; // { qty: 2, total: 7 } (hiddenNote's group is hidden by a rule)
 * validateDocument(model, {}, undefined, { draft: true }).errors; // [] (required fields may wait)
 */
export function validateDocument(
  model: FormModel,
  values: Record<string, unknown>,
  globals?: FormDocument['globals'],
  options: ValidateDocumentOptions = {},
): {
  errors: FormError[];
  values: Record<string, unknown>;
  plans: NonNullable<FormDocument['plans']>;
  score: number | null;
} {
  const engine = createFormEngine(model, { values, globals, plans: options.plans });
  const errors = engine.errors();
  return {
    errors: errorsToFinish(model, errors, options),
    values: engine.values(),
    plans: engine.plans(),
    score: engine.score(),
  };
}
