import type { FormFieldTypeDefinition } from './FormFieldTypeDefinition';
import { placeText } from './shared/placeText';
import { placeValueErrors } from './shared/placeValueErrors';

/** A place typed or picked on the map: its address, then its coordinates. */
export const locationManual: FormFieldTypeDefinition = {
  place: true,
  answerText: placeText,
  valueErrors: placeValueErrors,
};
