import type { FieldRendererEntry } from '../FieldRendererEntry';
import { GenericSettings } from '../shared/GenericSettings';
import { ReferencesFill } from './ReferencesFill';

/** The `references` field type's fill and settings renderers. */
export const referencesRenderer: FieldRendererEntry = { Fill: ReferencesFill, Settings: GenericSettings };
