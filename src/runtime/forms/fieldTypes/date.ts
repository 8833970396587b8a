import type { FormFieldTypeDefinition } from './FormFieldTypeDefinition';
import { dateText } from './shared/dateText';
import { validDate } from './shared/validDate';

/** A day, `YYYY-MM-DD`, shown as dd/MM/yyyy. */
export const date: FormFieldTypeDefinition = {
  answerText: (_field, value) => dateText(String(value)),
  valueErrors: (_field, value) =>
    typeof value === 'string' && validDate(value) ? [] : [{ code: 'INVALID_DATE' }],
};
