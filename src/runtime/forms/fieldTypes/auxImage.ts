import type { FormFieldTypeDefinition } from './FormFieldTypeDefinition';
import { noValueErrors } from './shared/noValueErrors';
import { plainText } from './shared/plainText';

/** Display only (an image): nothing is filled or stored. */
export const auxImage: FormFieldTypeDefinition = {
  display: true,
  answerText: plainText,
  valueErrors: noValueErrors,
};
