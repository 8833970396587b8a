import type { FieldRendererEntry } from '../FieldRendererEntry';
import { GenericSettings } from '../shared/GenericSettings';
import { AuxSeparatorFill } from './AuxSeparatorFill';

/** The `auxSeparator` field type's fill and settings renderers. */
export const auxSeparatorRenderer: FieldRendererEntry = { Fill: AuxSeparatorFill, Settings: GenericSettings };
