import type { FieldRendererEntry } from '../FieldRendererEntry';
import { GenericSettings } from '../shared/GenericSettings';
import { NpsFill } from './NpsFill';

/** The `nps` field type's fill and settings renderers. */
export const npsRenderer: FieldRendererEntry = { Fill: NpsFill, Settings: GenericSettings };
