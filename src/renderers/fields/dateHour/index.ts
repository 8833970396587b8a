import type { FieldRendererEntry } from '../FieldRendererEntry';
import { DateFill } from '../shared/DateFill';
import { GenericSettings } from '../shared/GenericSettings';

/** The `dateHour` field type's fill and settings renderers. */
export const dateHourRenderer: FieldRendererEntry = { Fill: DateFill, Settings: GenericSettings };
