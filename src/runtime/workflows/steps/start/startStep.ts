import type { WorkflowStepType } from '../../WorkflowStepType';
import { startSchema } from './startSchema';

/** Where every filling of the form begins (spec 001 §2, workflow map); checkWorkflow asks for exactly one. */
export const startStep: WorkflowStepType = {
  type: 'start',
  labelKey: 'workflow.steps.start',
  schema: startSchema,
  needsNext: true,
  check: () => [],
};
