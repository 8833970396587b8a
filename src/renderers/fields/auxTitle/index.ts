import type { FieldRendererEntry } from '../FieldRendererEntry';
import { GenericSettings } from '../shared/GenericSettings';
import { AuxTitleFill } from './AuxTitleFill';

/** The `auxTitle` field type's fill and settings renderers. */
export const auxTitleRenderer: FieldRendererEntry = { Fill: AuxTitleFill, Settings: GenericSettings };
