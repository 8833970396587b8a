import type { WorkflowStepType } from '../../WorkflowStepType';
import { checkRedirect } from './checkRedirect';
import type { RedirectSettings } from './RedirectSettings';
import { redirectSchema } from './redirectSchema';

/** Goes back to an earlier step; the jump is not a successor, so "earlier" stays well defined. */
export const redirectStep: WorkflowStepType<RedirectSettings> = {
  type: 'redirect',
  labelKey: 'workflow.steps.redirect',
  schema: redirectSchema,
  needsNext: false,
  jumpTo: (settings) => settings.target,
  check: checkRedirect,
};
