import type { FieldRendererEntry } from '../FieldRendererEntry';
import { GenericSettings } from '../shared/GenericSettings';
import { ManualDataFill } from '../shared/ManualDataFill';

/** The `manualEmployee` field type's fill and settings renderers. */
export const manualEmployeeRenderer: FieldRendererEntry = { Fill: ManualDataFill, Settings: GenericSettings };
