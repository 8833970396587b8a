import type { FormFieldTypeDefinition } from './FormFieldTypeDefinition';
import { CHOICE_SAMPLES } from './shared/CHOICE_SAMPLES';
import { optionName } from './shared/optionName';

/** Any of several options, by their names joined by commas. */
export const choiceMultiple: FormFieldTypeDefinition = {
  choice: true,
  answerText: (field, value) =>
    Array.isArray(value) ? value.map((id) => optionName(field.options, id)).join(', ') : '',
  valueErrors: (field, value) => {
    const ids = new Set((field.options ?? []).map((option) => option.id));
    return Array.isArray(value) && value.every((id) => typeof id === 'string' && ids.has(id))
      ? []
      : [{ code: 'INVALID_OPTION' }];
  },
  sampleValue: (random) => CHOICE_SAMPLES.filter(() => random() < 0.5).map((o) => o.id),
};
