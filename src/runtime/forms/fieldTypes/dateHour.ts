import type { FormFieldTypeDefinition } from './FormFieldTypeDefinition';
import { dateText } from './shared/dateText';
import { validDate } from './shared/validDate';

/** A day and time, `YYYY-MM-DDTHH:mm`, shown as dd/MM/yyyy HH:mm. */
export const dateHour: FormFieldTypeDefinition = {
  answerText: (_field, value) => dateText(String(value)),
  valueErrors: (_field, value) =>
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && validDate(value.slice(0, 10))
      ? []
      : [{ code: 'INVALID_DATE' }],
};
