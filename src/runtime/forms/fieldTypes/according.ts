import type { FormFieldTypeDefinition } from './FormFieldTypeDefinition';
import { singleChoiceErrors } from './shared/singleChoiceErrors';

/** Compliant / not compliant / not applicable, answered in words. */
export const according: FormFieldTypeDefinition = {
  choice: true,
  answerText: (_field, value, ctx) => ctx.t(`forms.fill.according.${String(value)}`),
  valueErrors: singleChoiceErrors,
};
