import type { FormFieldTypeDefinition } from './FormFieldTypeDefinition';
import { noValueErrors } from './shared/noValueErrors';
import { prefixedNumberText } from './shared/prefixedNumberText';

/** A computed number in the locale after its prefix; never typed, so never checked. */
export const numericFormula: FormFieldTypeDefinition = {
  computed: true,
  formula: true,
  numeric: true,
  answerText: prefixedNumberText,
  valueErrors: noValueErrors,
};
