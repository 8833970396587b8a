import type { FormFieldTypeDefinition } from './FormFieldTypeDefinition';
import { noValueErrors } from './shared/noValueErrors';
import { recordsText } from './shared/recordsText';

/** Chosen units, by their names. */
export const manualUnit: FormFieldTypeDefinition = {
  answerText: recordsText,
  valueErrors: noValueErrors,
};
