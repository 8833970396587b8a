import type { FormFieldTypeDefinition } from './FormFieldTypeDefinition';
import { numberValueErrors } from './shared/numberValueErrors';
import { prefixedNumberText } from './shared/prefixedNumberText';

/** A number in the locale after its prefix, within min/max/decimals. */
export const number: FormFieldTypeDefinition = {
  numeric: true,
  answerText: prefixedNumberText,
  valueErrors: numberValueErrors,
  sampleValue: (random) => Math.round(random() * 100),
};
