import type { FieldRendererEntry } from '../FieldRendererEntry';
import { GenericSettings } from '../shared/GenericSettings';
import { LocationGpsFill } from './LocationGpsFill';

/** The `locationGps` field type's fill and settings renderers. */
export const locationGpsRenderer: FieldRendererEntry = { Fill: LocationGpsFill, Settings: GenericSettings };
