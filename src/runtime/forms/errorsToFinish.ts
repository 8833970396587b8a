import type { FormError } from './FormError';
import type { FormModel } from './FormModel';
import { modelIndex } from './modelIndex';

/** What a draft may leave empty: required fields (cells included) and required groups. */
const REQUIRED_CODES = new Set<FormError['code']>([
  'REQUIRED_FIELD',
  'FORM_GROUP_REQUIRED',
  'FORM_PLAN_OBSERVATION_REQUIRED',
  'FORM_PLAN_PHOTO_REQUIRED',
  'FORM_PLAN_FORM_REQUIRED',
  'FORM_PLAN_ACTIVITY_REQUIRED',
]);

/**
 * The errors that stop a save: a draft's required checks wait, and with `requiredGroups` (a workflow
 * step fills some groups) only those groups' required checks apply. Invalid values always count. The
 * server's validateDocument and the fill screen's "Finalizar" use it, so both refuse the same document.
 *
 * @example errorsToFinish(model, engine.errors(), { requiredGroups: new Set(['review']) })
 */
export function errorsToFinish(
  model: FormModel,
  errors: FormError[],
  options: { draft?: boolean; requiredGroups?: ReadonlySet<string> },
): FormError[] {
  const { draft, requiredGroups } = options;
  if (!draft && !requiredGroups) return errors;
  const fields = modelIndex(model).fields;
  const waits = (error: FormError) =>
    REQUIRED_CODES.has(error.code) &&
    (draft ||
      (!!requiredGroups &&
        !requiredGroups.has(error.groupId ?? fields.get(error.fieldId ?? '')?.group.id ?? '')));
  return errors.filter((error) => !waits(error));
}
