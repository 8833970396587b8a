import type { FormFieldTypeDefinition } from './FormFieldTypeDefinition';
import { dateText } from './shared/dateText';
import { noValueErrors } from './shared/noValueErrors';
import { recordName } from './shared/recordName';

/** Filled by the app (a date and time, or the user's record): dates as dd/MM/yyyy, records by name. */
export const autoData: FormFieldTypeDefinition = {
  computed: true,
  answerText: (_field, value) => (typeof value === 'string' ? dateText(value) : recordName(value)),
  valueErrors: noValueErrors,
};
