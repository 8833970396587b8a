import type { RedirectSettings } from '../../../../runtime/workflows/steps/redirect/RedirectSettings';
import type { WorkflowStepHandler } from '../../WorkflowStepHandler';

/**
 * Go back (spec 001 §4): the flow enters the earlier step again (a new run of it, resolved afresh); back
 * to the start, the flow begins again and the document is redone step by step.
 */
export const redirectHandler: WorkflowStepHandler<RedirectSettings> = {
  type: 'redirect',
  start: async () => 'finished',
  async finish(step, { record }) {
    record({ redirectTo: step.settings.target });
    return step.settings.target;
  },
};
