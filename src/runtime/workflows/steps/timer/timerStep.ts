import type { WorkflowStepType } from '../../WorkflowStepType';
import type { TimerSettings } from './TimerSettings';
import { timerSchema } from './timerSchema';

/** A delay before the next step; the spec sets no rule beyond its schema. */
export const timerStep: WorkflowStepType<TimerSettings> = {
  type: 'timer',
  labelKey: 'workflow.steps.timer',
  schema: timerSchema,
  needsNext: true,
  check: () => [],
};
