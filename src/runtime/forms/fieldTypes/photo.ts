import type { FormFieldTypeDefinition } from './FormFieldTypeDefinition';
import { noValueErrors } from './shared/noValueErrors';

/** Photos, counted in exports (the PDF shows them). */
export const photo: FormFieldTypeDefinition = {
  answerText: (_field, value, ctx) =>
    ctx.t('downloads.file.photos', { count: Array.isArray(value) ? value.length : 1 }),
  valueErrors: noValueErrors,
};
