import type { FormFieldTypeDefinition } from './FormFieldTypeDefinition';
import { fileNamesText } from './shared/fileNamesText';
import { noValueErrors } from './shared/noValueErrors';

/** Videos, by their file names. */
export const video: FormFieldTypeDefinition = {
  answerText: fileNamesText,
  valueErrors: noValueErrors,
};
