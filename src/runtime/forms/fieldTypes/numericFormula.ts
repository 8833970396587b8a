import type { FormFieldTypeDefinition } from './FormFieldTypeDefinition';
import { noValueErrors } from './shared/noValueErrors';
import { numberText } from './shared/numberText';

/** A computed number in the locale, as its `format` says (number, R$ money, %); never typed, so never checked. */
export const numericFormula: FormFieldTypeDefinition = {
  computed: true,
  formula: true,
  numeric: true,
  answerText: (field, value, ctx) => numberText(field, value, ctx.locale),
  valueErrors: noValueErrors,
};
