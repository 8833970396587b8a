import type { FormFieldTypeDefinition } from './FormFieldTypeDefinition';
import { noValueErrors } from './shared/noValueErrors';
import { recordsText } from './shared/recordsText';

/** Chosen products, by their names. */
export const manualProduct: FormFieldTypeDefinition = {
  answerText: recordsText,
  valueErrors: noValueErrors,
};
