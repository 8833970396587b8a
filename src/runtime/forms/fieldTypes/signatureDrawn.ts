import type { FormFieldTypeDefinition } from './FormFieldTypeDefinition';
import { noValueErrors } from './shared/noValueErrors';

/** A drawn signature, named as such in exports. */
export const signatureDrawn: FormFieldTypeDefinition = {
  answerText: (_field, _value, ctx) => ctx.t('downloads.file.signature'),
  valueErrors: noValueErrors,
};
