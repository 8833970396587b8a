import type { FieldRendererEntry } from '../FieldRendererEntry';
import { TextShortFill } from './TextShortFill';
import { TextShortSettings } from './TextShortSettings';

/** The `textShort` field type's fill and settings renderers. */
export const textShortRenderer: FieldRendererEntry = { Fill: TextShortFill, Settings: TextShortSettings };
