import type { FieldRendererEntry } from '../FieldRendererEntry';
import { ChoiceSettings } from '../shared/ChoiceSettings';
import { ChoiceMultipleFill } from './ChoiceMultipleFill';

/** The `choiceMultiple` field type's fill and settings renderers. */
export const choiceMultipleRenderer: FieldRendererEntry = {
  Fill: ChoiceMultipleFill,
  Settings: ChoiceSettings,
};
