import type { FormFieldTypeDefinition } from './FormFieldTypeDefinition';
import { isValidEmail } from '../../validators/isValidEmail';
import { plainText } from './shared/plainText';
import { textValueErrors } from './shared/textValueErrors';

/** An e-mail address, checked as one. */
export const email: FormFieldTypeDefinition = {
  charLimit: true,
  email: 'always',
  answerText: plainText,
  valueErrors: (field, value) =>
    textValueErrors(field, value, field.charLimit, (text) =>
      isValidEmail(text.trim()) ? undefined : { code: 'INVALID_EMAIL' },
    ),
};
