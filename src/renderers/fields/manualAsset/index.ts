import type { FieldRendererEntry } from '../FieldRendererEntry';
import { GenericSettings } from '../shared/GenericSettings';
import { ManualDataFill } from '../shared/ManualDataFill';

/** The `manualAsset` field type's fill and settings renderers. */
export const manualAssetRenderer: FieldRendererEntry = { Fill: ManualDataFill, Settings: GenericSettings };
