import { createContext } from 'react';
import type { FieldRendererMap } from './FieldRendererMap';

/**
 * The field renderers in use, given by FormFiller (the default map unless an outer provider gives
 * another). Components inside a field (the table's cells) read it here rather than importing the map,
 * which imports them: no import circle.
 */
export const FieldRenderersContext = createContext<FieldRendererMap | null>(null);
