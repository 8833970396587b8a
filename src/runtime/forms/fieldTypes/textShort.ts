import type { FormFieldTypeDefinition } from './FormFieldTypeDefinition';
import { plainText } from './shared/plainText';
import { textValueErrors } from './shared/textValueErrors';

const SHORT_TEXT_LIMIT = 150;

/** One line of text, at most 150 characters (or the field's lower limit), masks checked. */
export const textShort: FormFieldTypeDefinition = {
  charLimit: true,
  email: 'whenMasked',
  answerText: plainText,
  valueErrors: (field, value) =>
    textValueErrors(field, value, Math.min(field.charLimit ?? SHORT_TEXT_LIMIT, SHORT_TEXT_LIMIT)),
  sampleValue: (random) => (random() < 0.1 ? '' : `texto ${Math.floor(random() * 50)}`),
};
