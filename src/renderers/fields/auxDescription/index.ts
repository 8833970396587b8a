import type { FieldRendererEntry } from '../FieldRendererEntry';
import { GenericSettings } from '../shared/GenericSettings';
import { AuxDescriptionFill } from './AuxDescriptionFill';

/** The `auxDescription` field type's fill and settings renderers. */
export const auxDescriptionRenderer: FieldRendererEntry = {
  Fill: AuxDescriptionFill,
  Settings: GenericSettings,
};
