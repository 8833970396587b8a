import type { FormFieldTypeDefinition } from './FormFieldTypeDefinition';
import { numberText } from './shared/numberText';
import { numberValueErrors } from './shared/numberValueErrors';

/** Money in the locale, in the field's currency (BRL by default). */
export const currency: FormFieldTypeDefinition = {
  numeric: true,
  answerText: (field, value, ctx) => numberText(field, value, ctx.locale),
  valueErrors: numberValueErrors,
};
