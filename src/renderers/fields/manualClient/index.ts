import type { FieldRendererEntry } from '../FieldRendererEntry';
import { GenericSettings } from '../shared/GenericSettings';
import { ManualDataFill } from '../shared/ManualDataFill';

/** The `manualClient` field type's fill and settings renderers. */
export const manualClientRenderer: FieldRendererEntry = { Fill: ManualDataFill, Settings: GenericSettings };
