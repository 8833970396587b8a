import type { FieldRendererEntry } from '../FieldRendererEntry';
import { GenericSettings } from '../shared/GenericSettings';
import { MediaFill } from '../shared/MediaFill';

/** The `file` field type's fill and settings renderers. */
export const fileRenderer: FieldRendererEntry = { Fill: MediaFill, Settings: GenericSettings };
