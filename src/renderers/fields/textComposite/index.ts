import type { FieldRendererEntry } from '../FieldRendererEntry';
import { CompositeSettings } from './CompositeSettings';
import { TextCompositeFill } from './TextCompositeFill';

/** The `textComposite` field type's fill and settings renderers. */
export const textCompositeRenderer: FieldRendererEntry = {
  Fill: TextCompositeFill,
  Settings: CompositeSettings,
};
