import type { FormFieldTypeDefinition } from './FormFieldTypeDefinition';
import { optionName } from './shared/optionName';
import { singleChoiceErrors } from './shared/singleChoiceErrors';

/** One option from a drop-down list, by its name. */
export const selectBox: FormFieldTypeDefinition = {
  choice: true,
  answerText: (field, value) => optionName(field.options, value),
  valueErrors: singleChoiceErrors,
};
