import type { FormFieldTypeDefinition } from './FormFieldTypeDefinition';
import { noValueErrors } from './shared/noValueErrors';
import { plainText } from './shared/plainText';

/** Display only (a title): nothing is filled or stored. */
export const auxTitle: FormFieldTypeDefinition = {
  display: true,
  answerText: plainText,
  valueErrors: noValueErrors,
};
