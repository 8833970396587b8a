import type { FormFieldTypeDefinition } from './FormFieldTypeDefinition';
import { plainText } from './shared/plainText';

/** A time of day, `HH:mm`. */
export const hour: FormFieldTypeDefinition = {
  answerText: plainText,
  valueErrors: (_field, value) =>
    typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? [] : [{ code: 'INVALID_VALUE' }],
};
