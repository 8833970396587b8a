import type { FormFieldTypeDefinition } from './FormFieldTypeDefinition';
import { CHOICE_SAMPLES } from './shared/CHOICE_SAMPLES';
import { optionName } from './shared/optionName';
import { singleChoiceErrors } from './shared/singleChoiceErrors';

/** One option of several, by its name. */
export const choiceSingle: FormFieldTypeDefinition = {
  choice: true,
  answerText: (field, value) => optionName(field.options, value),
  valueErrors: singleChoiceErrors,
  sampleValue: (random) => CHOICE_SAMPLES[Math.floor(random() * CHOICE_SAMPLES.length)]!.id,
};
