import type { FormFieldTypeDefinition } from './FormFieldTypeDefinition';
import { noValueErrors } from './shared/noValueErrors';
import { recordsText } from './shared/recordsText';

/** Chosen clients, by their names. */
export const manualClient: FormFieldTypeDefinition = {
  answerText: recordsText,
  valueErrors: noValueErrors,
};
