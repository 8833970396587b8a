import type { FieldRendererEntry } from '../FieldRendererEntry';
import { GenericSettings } from '../shared/GenericSettings';
import { AutoDataFill } from './AutoDataFill';

/** The `autoData` field type's fill and settings renderers. */
export const autoDataRenderer: FieldRendererEntry = { Fill: AutoDataFill, Settings: GenericSettings };
