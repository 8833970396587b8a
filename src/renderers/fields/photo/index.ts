import type { FieldRendererEntry } from '../FieldRendererEntry';
import { GenericSettings } from '../shared/GenericSettings';
import { MediaFill } from '../shared/MediaFill';

/** The `photo` field type's fill and settings renderers. */
export const photoRenderer: FieldRendererEntry = { Fill: MediaFill, Settings: GenericSettings };
