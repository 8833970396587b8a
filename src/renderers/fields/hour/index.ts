import type { FieldRendererEntry } from '../FieldRendererEntry';
import { DateFill } from '../shared/DateFill';
import { GenericSettings } from '../shared/GenericSettings';

/** The `hour` field type's fill and settings renderers. */
export const hourRenderer: FieldRendererEntry = { Fill: DateFill, Settings: GenericSettings };
