import type { WorkflowStepType } from '../../WorkflowStepType';
import { endSchema } from './endSchema';

/** Where the workflow is finished; checkWorkflow asks that one be reachable from the start. */
export const endStep: WorkflowStepType = {
  type: 'end',
  labelKey: 'workflow.steps.end',
  schema: endSchema,
  needsNext: false,
  check: () => [],
};
