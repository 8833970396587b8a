import type { FieldRendererEntry } from '../FieldRendererEntry';
import { GenericSettings } from '../shared/GenericSettings';
import { SignatureTypedFill } from './SignatureTypedFill';

/** The `signatureTyped` field type's fill and settings renderers. */
export const signatureTypedRenderer: FieldRendererEntry = {
  Fill: SignatureTypedFill,
  Settings: GenericSettings,
};
