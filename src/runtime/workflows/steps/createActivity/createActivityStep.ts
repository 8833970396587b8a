import type { WorkflowStepType } from '../../WorkflowStepType';
import type { CreateActivitySettings } from './CreateActivitySettings';
import { createActivitySchema } from './createActivitySchema';

/** Creates an activity from the filled document; the spec sets no rule beyond its schema. */
export const createActivityStep: WorkflowStepType<CreateActivitySettings> = {
  type: 'createActivity',
  labelKey: 'workflow.steps.createActivity',
  schema: createActivitySchema,
  needsNext: true,
  check: () => [],
};
