import type { FieldRendererEntry } from '../FieldRendererEntry';
import { GenericSettings } from '../shared/GenericSettings';
import { AuxImageFill } from './AuxImageFill';

/** The `auxImage` field type's fill and settings renderers. */
export const auxImageRenderer: FieldRendererEntry = { Fill: AuxImageFill, Settings: GenericSettings };
