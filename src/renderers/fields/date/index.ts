import type { FieldRendererEntry } from '../FieldRendererEntry';
import { DateFill } from '../shared/DateFill';
import { GenericSettings } from '../shared/GenericSettings';

/** The `date` field type's fill and settings renderers. */
export const dateRenderer: FieldRendererEntry = { Fill: DateFill, Settings: GenericSettings };
