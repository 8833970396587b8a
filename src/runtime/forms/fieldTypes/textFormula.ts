import type { FormFieldTypeDefinition } from './FormFieldTypeDefinition';
import { noValueErrors } from './shared/noValueErrors';
import { plainText } from './shared/plainText';

/** Text computed from a template; never typed, so never checked. */
export const textFormula: FormFieldTypeDefinition = {
  computed: true,
  formula: true,
  answerText: plainText,
  valueErrors: noValueErrors,
};
