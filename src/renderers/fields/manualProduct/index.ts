import type { FieldRendererEntry } from '../FieldRendererEntry';
import { GenericSettings } from '../shared/GenericSettings';
import { ManualDataFill } from '../shared/ManualDataFill';

/** The `manualProduct` field type's fill and settings renderers. */
export const manualProductRenderer: FieldRendererEntry = { Fill: ManualDataFill, Settings: GenericSettings };
