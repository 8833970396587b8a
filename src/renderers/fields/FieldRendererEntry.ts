import type { SettingsRenderer } from '../forms/editor/SettingsRenderer';
import type { FillRenderer } from '../forms/fill/FillRendererProps';

/** One field type's renderers: how a field is filled, and how the form editor sets it up. */
export interface FieldRendererEntry {
  Fill: FillRenderer;
  Settings: SettingsRenderer;
}
