import type { FormFieldTypeDefinition } from './FormFieldTypeDefinition';
import { noValueErrors } from './shared/noValueErrors';
import { plainText } from './shared/plainText';

/** Display only (a description): nothing is filled or stored. */
export const auxDescription: FormFieldTypeDefinition = {
  display: true,
  answerText: plainText,
  valueErrors: noValueErrors,
};
