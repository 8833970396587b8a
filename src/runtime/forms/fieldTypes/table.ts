import type { FormFieldTypeDefinition } from './FormFieldTypeDefinition';
import { noValueErrors } from './shared/noValueErrors';

/** Rows of typed columns, counted in exports (the PDF lays tables out itself). */
export const table: FormFieldTypeDefinition = {
  answerText: (_field, value, ctx) =>
    ctx.t('downloads.file.rows', { count: Array.isArray(value) ? value.length : 0 }),
  valueErrors: noValueErrors,
};
