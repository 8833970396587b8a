import type { FieldRendererEntry } from '../FieldRendererEntry';
import { AccordingFill } from './AccordingFill';
import { AccordingSettings } from './AccordingSettings';

/** The `according` field type's fill and settings renderers. */
export const accordingRenderer: FieldRendererEntry = { Fill: AccordingFill, Settings: AccordingSettings };
