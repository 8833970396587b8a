import { choosePath } from '../../../../runtime/workflows/steps/decision/choosePath';
import type { DecisionSettings } from '../../../../runtime/workflows/steps/decision/DecisionSettings';
import type { WorkflowStepHandler } from '../../WorkflowStepHandler';

/**
 * A decision over the document's answers (choosePath: the first path whose rule holds, else the
 * default), the path kept as the run's branch. Decides at once: it never waits.
 */
export const decisionHandler: WorkflowStepHandler<DecisionSettings> = {
  type: 'decision',
  start: async () => 'finished',
  async finish(step, { model, document, record }) {
    const path = choosePath(step.settings, model, (await document()).values);
    if (!path) return null;
    record({ branch: path.id, branchName: path.name });
    return path.next;
  },
};
