import type { FormFieldTypeDefinition } from './FormFieldTypeDefinition';
import { formatNumber } from './shared/formatNumber';
import { numberValueErrors } from './shared/numberValueErrors';

/** Money in the locale, in the field's currency (BRL by default). */
export const currency: FormFieldTypeDefinition = {
  numeric: true,
  answerText: (field, value, ctx) =>
    formatNumber(value, ctx.locale, {
      style: 'currency',
      currency: typeof field.settings?.currency === 'string' ? field.settings.currency : 'BRL',
    }),
  valueErrors: numberValueErrors,
};
