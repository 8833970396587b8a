import type { FormFieldTypeDefinition } from './FormFieldTypeDefinition';
import { noValueErrors } from './shared/noValueErrors';
import { plainText } from './shared/plainText';

/** Display only (a separator): nothing is filled or stored. */
export const auxSeparator: FormFieldTypeDefinition = {
  display: true,
  answerText: plainText,
  valueErrors: noValueErrors,
};
