import type { WorkflowStepHandler } from '../../WorkflowStepHandler';

/** The start: nothing to do, the flow goes on to its next step at once. */
export const startHandler: WorkflowStepHandler = {
  type: 'start',
  neverWaits: true,
  start: async () => 'finished',
  finish: async (step) => step.next,
};
