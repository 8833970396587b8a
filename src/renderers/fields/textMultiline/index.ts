import type { FieldRendererEntry } from '../FieldRendererEntry';
import { GenericSettings } from '../shared/GenericSettings';
import { TextMultilineFill } from './TextMultilineFill';

/** The `textMultiline` field type's fill and settings renderers. */
export const textMultilineRenderer: FieldRendererEntry = {
  Fill: TextMultilineFill,
  Settings: GenericSettings,
};
