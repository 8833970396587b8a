import type { FormFieldTypeDefinition } from './FormFieldTypeDefinition';
import { noValueErrors } from './shared/noValueErrors';
import { recordsText } from './shared/recordsText';

/** Chosen employees, by their names. */
export const manualEmployee: FormFieldTypeDefinition = {
  answerText: recordsText,
  valueErrors: noValueErrors,
};
