import type { FormFieldTypeDefinition } from './FormFieldTypeDefinition';
import { optionName } from './shared/optionName';
import { singleChoiceErrors } from './shared/singleChoiceErrors';

/** A scale of options, by the chosen one's name. */
export const thermometer: FormFieldTypeDefinition = {
  choice: true,
  answerText: (field, value) => optionName(field.options, value),
  valueErrors: singleChoiceErrors,
};
