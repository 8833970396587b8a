import type { FormFieldTypeDefinition } from './FormFieldTypeDefinition';
import { noValueErrors } from './shared/noValueErrors';

/** A typed name (and document number) as the signature. */
export const signatureTyped: FormFieldTypeDefinition = {
  answerText: (_field, value) => {
    const signed = value as { name: string; document?: string };
    return signed.document ? `${signed.name} (${signed.document})` : signed.name;
  },
  valueErrors: noValueErrors,
};
