import type { FormFieldTypeDefinition } from './FormFieldTypeDefinition';
import { noValueErrors } from './shared/noValueErrors';
import { plainText } from './shared/plainText';

/** Display only (a link): nothing is filled or stored. */
export const auxLink: FormFieldTypeDefinition = {
  display: true,
  answerText: plainText,
  valueErrors: noValueErrors,
};
