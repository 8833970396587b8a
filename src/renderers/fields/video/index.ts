import type { FieldRendererEntry } from '../FieldRendererEntry';
import { GenericSettings } from '../shared/GenericSettings';
import { MediaFill } from '../shared/MediaFill';

/** The `video` field type's fill and settings renderers. */
export const videoRenderer: FieldRendererEntry = { Fill: MediaFill, Settings: GenericSettings };
