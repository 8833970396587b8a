import type { FieldRendererEntry } from '../FieldRendererEntry';
import { GenericSettings } from '../shared/GenericSettings';
import { SignaturePreRegisteredFill } from './SignaturePreRegisteredFill';

/** The `signaturePreRegistered` field type's fill and settings renderers. */
export const signaturePreRegisteredRenderer: FieldRendererEntry = {
  Fill: SignaturePreRegisteredFill,
  Settings: GenericSettings,
};
