import type { FormFieldTypeDefinition } from './FormFieldTypeDefinition';
import { placeText } from './shared/placeText';
import { placeValueErrors } from './shared/placeValueErrors';

/** The device's position: its address when known, then its coordinates. */
export const locationGps: FormFieldTypeDefinition = {
  place: true,
  answerText: placeText,
  valueErrors: placeValueErrors,
};
