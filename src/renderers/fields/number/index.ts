import type { FieldRendererEntry } from '../FieldRendererEntry';
import { GenericSettings } from '../shared/GenericSettings';
import { NumberFill } from '../shared/NumberFill';

/** The `number` field type's fill and settings renderers. */
export const numberRenderer: FieldRendererEntry = { Fill: NumberFill, Settings: GenericSettings };
