import type { FormFieldTypeDefinition } from './FormFieldTypeDefinition';
import { fileNamesText } from './shared/fileNamesText';
import { noValueErrors } from './shared/noValueErrors';

/** Attached files, by their names. */
export const file: FormFieldTypeDefinition = {
  answerText: fileNamesText,
  valueErrors: noValueErrors,
};
