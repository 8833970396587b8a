import type { FormFieldTypeDefinition } from './FormFieldTypeDefinition';
import { prefixedNumberText } from './shared/prefixedNumberText';

/** A 1-10 recommendation score. */
export const nps: FormFieldTypeDefinition = {
  numeric: true,
  answerText: prefixedNumberText,
  valueErrors: (_field, value) =>
    Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 10
      ? []
      : [{ code: 'INVALID_VALUE' }],
};
