import type { FieldRendererEntry } from '../FieldRendererEntry';
import { DrawnImageFill } from '../shared/DrawnImageFill';
import { GenericSettings } from '../shared/GenericSettings';

/** The `sketch` field type's fill and settings renderers. */
export const sketchRenderer: FieldRendererEntry = { Fill: DrawnImageFill, Settings: GenericSettings };
