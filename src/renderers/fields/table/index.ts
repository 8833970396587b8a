import type { FieldRendererEntry } from '../FieldRendererEntry';
import { TableFill } from './TableFill';
import { TableSettingsEditor } from './TableSettingsEditor';

/** The `table` field type's fill and settings renderers. */
export const tableRenderer: FieldRendererEntry = { Fill: TableFill, Settings: TableSettingsEditor };
