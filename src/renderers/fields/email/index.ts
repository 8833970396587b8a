import type { FieldRendererEntry } from '../FieldRendererEntry';
import { GenericSettings } from '../shared/GenericSettings';
import { EmailFill } from './EmailFill';

/** The `email` field type's fill and settings renderers. */
export const emailRenderer: FieldRendererEntry = { Fill: EmailFill, Settings: GenericSettings };
