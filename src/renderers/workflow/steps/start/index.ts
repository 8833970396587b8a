import type { StepEditor } from '../../StepEditor';
import { NoSettingsPanel } from '../../NoSettingsPanel';

/** The start: no settings; not in the palette (a workflow has exactly one). */
export const startEditor: StepEditor = { palette: false, defaults: () => ({}), Panel: NoSettingsPanel };
