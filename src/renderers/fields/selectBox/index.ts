import type { FieldRendererEntry } from '../FieldRendererEntry';
import { ChoiceSettings } from '../shared/ChoiceSettings';
import { SelectBoxFill } from './SelectBoxFill';

/** The `selectBox` field type's fill and settings renderers. */
export const selectBoxRenderer: FieldRendererEntry = { Fill: SelectBoxFill, Settings: ChoiceSettings };
