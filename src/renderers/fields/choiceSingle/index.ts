import type { FieldRendererEntry } from '../FieldRendererEntry';
import { ChoiceSettings } from '../shared/ChoiceSettings';
import { ChoiceSingleFill } from './ChoiceSingleFill';

/** The `choiceSingle` field type's fill and settings renderers. */
export const choiceSingleRenderer: FieldRendererEntry = { Fill: ChoiceSingleFill, Settings: ChoiceSettings };
