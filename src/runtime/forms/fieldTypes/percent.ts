import type { FormFieldTypeDefinition } from './FormFieldTypeDefinition';
import { formatNumber } from './shared/formatNumber';
import { numberValueErrors } from './shared/numberValueErrors';

/** A percentage in the locale. */
export const percent: FormFieldTypeDefinition = {
  numeric: true,
  answerText: (_field, value, ctx) => `${formatNumber(value, ctx.locale)}%`,
  valueErrors: numberValueErrors,
};
