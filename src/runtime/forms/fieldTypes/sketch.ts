import type { FormFieldTypeDefinition } from './FormFieldTypeDefinition';
import { noValueErrors } from './shared/noValueErrors';

/** A drawing, named as such in exports. */
export const sketch: FormFieldTypeDefinition = {
  answerText: (_field, _value, ctx) => ctx.t('downloads.file.drawing'),
  valueErrors: noValueErrors,
};
