import type { FieldRendererEntry } from '../FieldRendererEntry';
import { GenericSettings } from '../shared/GenericSettings';
import { NumberFill } from '../shared/NumberFill';

/** The `percent` field type's fill and settings renderers. */
export const percentRenderer: FieldRendererEntry = { Fill: NumberFill, Settings: GenericSettings };
