import type { FieldRendererEntry } from '../FieldRendererEntry';
import { GenericSettings } from '../shared/GenericSettings';
import { ManualDataFill } from '../shared/ManualDataFill';

/** The `manualUnit` field type's fill and settings renderers. */
export const manualUnitRenderer: FieldRendererEntry = { Fill: ManualDataFill, Settings: GenericSettings };
