import type { FormError } from './FormError';
import type { ActionPlan, FormField, FormModel, PlanAnswer } from './FormModel';
import { isFilled } from './isFilled';

/** Choice-like values: one option id, or a list of them (multiple choice). */
function chosenIds(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return [];
}

/**
 * The action plans of the options chosen in a field (none for a field without options, an empty value
 * or a repeatable group's copies, whose plans are not asked for).
 *
 * @example chosenPlans(according, 'nonCompliant') // [{ type: 'attachPicture', required: true }, ...]
 */
export function chosenPlans(field: FormField, value: unknown): ActionPlan[] {
  if (!field.options?.length) return [];
  const ids = new Set(chosenIds(value));
  return field.options.filter((option) => ids.has(option.id)).flatMap((option) => option.actionPlans ?? []);
}

/** The fields of a model that have options with action plans, by id. */
function plannedFields(model: FormModel): Array<{ field: FormField; repeatable: boolean }> {
  const out: Array<{ field: FormField; repeatable: boolean }> = [];
  for (const group of model.groups)
    for (const field of group.fields)
      if (field.options?.some((option) => option.actionPlans?.length))
        out.push({ field, repeatable: !!group.repeatable });
  return out;
}

/**
 * The plan answers to store and their errors, from the effective values and visibilities: a hidden
 * field, or an option no longer chosen, drops its answers; an observation is kept only under an
 * `addObservation` plan, photos only under an `attachPicture` plan, the other form's document only under
 * a `fillForm` plan and the activity (title and responsible) only under a `createActivity` plan. Errors:
 * a required observation, picture or form missing (FORM_PLAN_OBSERVATION_REQUIRED,
 * FORM_PLAN_PHOTO_REQUIRED, FORM_PLAN_FORM_REQUIRED), more photos than the plan's `photoLimit`
 * (FORM_PLAN_PHOTO_LIMIT), a required or half-filled activity (FORM_PLAN_ACTIVITY_REQUIRED).
 *
 * @example planAnswers(model, { q1: 'nonCompliant' }, visible, { q1: { observation: 'Extintor vencido' } })
 * // { plans: { q1: { observation: 'Extintor vencido' } }, errors: [{ code: 'FORM_PLAN_PHOTO_REQUIRED', fieldId: 'q1', ... }] }
 */
export function planAnswers(
  model: FormModel,
  values: Record<string, unknown>,
  visible: ReadonlyMap<string, boolean>,
  answers: Record<string, PlanAnswer> = {},
): { plans: Record<string, PlanAnswer>; errors: FormError[] } {
  const plans: Record<string, PlanAnswer> = {};
  const errors: FormError[] = [];
  for (const { field, repeatable } of plannedFields(model)) {
    if (repeatable || !visible.get(field.id)) continue;
    const asked = chosenPlans(field, values[field.id]);
    if (!asked.length) continue;
    const answer = answers[field.id] ?? {};
    const kept: PlanAnswer = {};
    const observation = asked.find((plan) => plan.type === 'addObservation');
    if (observation) {
      if (isFilled(answer.observation?.trim())) kept.observation = answer.observation!.trim();
      else if (observation.required)
        errors.push({
          code: 'FORM_PLAN_OBSERVATION_REQUIRED',
          fieldId: field.id,
          params: { field: field.name, label: observation.label || 'Observação' },
        });
    }
    const picture = asked.find((plan) => plan.type === 'attachPicture');
    if (picture) {
      const photos = (answer.photos ?? []).filter((photo) => typeof photo?.fileId === 'string');
      if (photos.length) kept.photos = photos;
      if (!photos.length && picture.required)
        errors.push({ code: 'FORM_PLAN_PHOTO_REQUIRED', fieldId: field.id, params: { field: field.name } });
      if (picture.photoLimit !== undefined && photos.length > picture.photoLimit)
        errors.push({
          code: 'FORM_PLAN_PHOTO_LIMIT',
          fieldId: field.id,
          params: { field: field.name, limit: picture.photoLimit },
        });
    }
    const form = asked.find((plan) => plan.type === 'fillForm');
    if (form) {
      if (Number.isInteger(answer.documentId)) kept.documentId = answer.documentId;
      else if (form.required)
        errors.push({ code: 'FORM_PLAN_FORM_REQUIRED', fieldId: field.id, params: { field: field.name } });
    }
    const activity = asked.find((plan) => plan.type === 'createActivity');
    if (activity) {
      const given = answer.activity;
      const complete = !!given?.title?.trim() && Number.isInteger(given.responsibleId);
      if (complete) kept.activity = { ...given!, title: given!.title.trim() };
      else if (activity.required || isFilled(given?.title) || given?.responsibleId !== undefined)
        errors.push({
          code: 'FORM_PLAN_ACTIVITY_REQUIRED',
          fieldId: field.id,
          params: { field: field.name },
        });
    }
    if (Object.keys(kept).length) plans[field.id] = kept;
  }
  return { plans, errors };
}
