import type { RedirectSettings } from '../../../../runtime/workflows/steps/redirect/RedirectSettings';
import type { StepEditor } from '../../StepEditor';
import { RedirectPanel } from './RedirectPanel';

/** Redirect: no target yet; drawn on the map as a dashed link back to its target. */
export const redirectEditor: StepEditor<RedirectSettings> = {
  palette: true,
  defaults: () => ({ target: null }),
  Panel: RedirectPanel,
  jumpTo: (settings) => settings.target,
  forget: (settings, stepId) => (settings.target === stepId ? { target: null } : settings),
};
