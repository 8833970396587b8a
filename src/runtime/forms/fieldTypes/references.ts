import type { FormFieldTypeDefinition } from './FormFieldTypeDefinition';
import { noValueErrors } from './shared/noValueErrors';

/** Document numbers, joined by commas. */
export const references: FormFieldTypeDefinition = {
  answerText: (_field, value) => (Array.isArray(value) ? value.join(', ') : String(value)),
  valueErrors: noValueErrors,
};
