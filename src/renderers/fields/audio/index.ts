import type { FieldRendererEntry } from '../FieldRendererEntry';
import { GenericSettings } from '../shared/GenericSettings';
import { MediaFill } from '../shared/MediaFill';

/** The `audio` field type's fill and settings renderers. */
export const audioRenderer: FieldRendererEntry = { Fill: MediaFill, Settings: GenericSettings };
