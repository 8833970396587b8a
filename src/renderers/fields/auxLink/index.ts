import type { FieldRendererEntry } from '../FieldRendererEntry';
import { GenericSettings } from '../shared/GenericSettings';
import { AuxLinkFill } from './AuxLinkFill';

/** The `auxLink` field type's fill and settings renderers. */
export const auxLinkRenderer: FieldRendererEntry = { Fill: AuxLinkFill, Settings: GenericSettings };
