import type { FormFieldTypeDefinition } from './FormFieldTypeDefinition';
import { noValueErrors } from './shared/noValueErrors';
import { recordsText } from './shared/recordsText';

/** Chosen assets, by their names. */
export const manualAsset: FormFieldTypeDefinition = {
  answerText: recordsText,
  valueErrors: noValueErrors,
};
