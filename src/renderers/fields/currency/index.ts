import type { FieldRendererEntry } from '../FieldRendererEntry';
import { GenericSettings } from '../shared/GenericSettings';
import { NumberFill } from '../shared/NumberFill';

/** The `currency` field type's fill and settings renderers. */
export const currencyRenderer: FieldRendererEntry = { Fill: NumberFill, Settings: GenericSettings };
