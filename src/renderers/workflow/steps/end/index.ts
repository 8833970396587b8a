import type { StepEditor } from '../../StepEditor';
import { NoSettingsPanel } from '../../NoSettingsPanel';

/** An end: no settings; a workflow may have several. */
export const endEditor: StepEditor = { palette: true, defaults: () => ({}), Panel: NoSettingsPanel };
