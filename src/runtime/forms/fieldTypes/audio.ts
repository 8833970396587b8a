import type { FormFieldTypeDefinition } from './FormFieldTypeDefinition';
import { fileNamesText } from './shared/fileNamesText';
import { noValueErrors } from './shared/noValueErrors';

/** Audio recordings, by their file names. */
export const audio: FormFieldTypeDefinition = {
  answerText: fileNamesText,
  valueErrors: noValueErrors,
};
