import type { FormFieldTypeDefinition } from './FormFieldTypeDefinition';
import { plainText } from './shared/plainText';
import { textValueErrors } from './shared/textValueErrors';

/** Text built from parts, within the field's character limit. */
export const textComposite: FormFieldTypeDefinition = {
  charLimit: true,
  answerText: plainText,
  valueErrors: (field, value) => textValueErrors(field, value, field.charLimit),
};
