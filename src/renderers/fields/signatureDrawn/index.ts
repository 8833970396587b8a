import type { FieldRendererEntry } from '../FieldRendererEntry';
import { DrawnImageFill } from '../shared/DrawnImageFill';
import { GenericSettings } from '../shared/GenericSettings';

/** The `signatureDrawn` field type's fill and settings renderers. */
export const signatureDrawnRenderer: FieldRendererEntry = { Fill: DrawnImageFill, Settings: GenericSettings };
