import type { FieldRendererEntry } from '../FieldRendererEntry';
import { ChoiceSettings } from '../shared/ChoiceSettings';
import { ThermometerFill } from './ThermometerFill';

/** The `thermometer` field type's fill and settings renderers. */
export const thermometerRenderer: FieldRendererEntry = { Fill: ThermometerFill, Settings: ChoiceSettings };
