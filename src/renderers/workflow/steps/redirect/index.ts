import type { RedirectSettings } from '../../../../runtime/workflows/steps/redirect/RedirectSettings';
import type { StepEditor } from '../../StepEditor';
import { RedirectPanel } from './RedirectPanel';

/** Redirect: no target yet (the runtime type's jumpTo draws the dashed link back to it). */
export const redirectEditor: StepEditor<RedirectSettings> = {
  palette: true,
  defaults: () => ({ target: null }),
  Panel: RedirectPanel,
  forget: (settings, stepId) => (settings.target === stepId ? { target: null } : settings),
};
