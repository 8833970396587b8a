import type { FormFieldTypeDefinition } from './FormFieldTypeDefinition';
import { plainText } from './shared/plainText';
import { textValueErrors } from './shared/textValueErrors';

/** Several lines of text, within the field's character limit. */
export const textMultiline: FormFieldTypeDefinition = {
  charLimit: true,
  answerText: plainText,
  valueErrors: (field, value) => textValueErrors(field, value, field.charLimit),
};
