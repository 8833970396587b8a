import type { FieldRendererEntry } from '../FieldRendererEntry';
import { GenericSettings } from '../shared/GenericSettings';
import { LocationManualFill } from './LocationManualFill';

/** The `locationManual` field type's fill and settings renderers. */
export const locationManualRenderer: FieldRendererEntry = {
  Fill: LocationManualFill,
  Settings: GenericSettings,
};
