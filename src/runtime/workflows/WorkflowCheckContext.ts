import type { Workflow } from './Workflow';
import type { WorkflowStep } from './WorkflowStep';

/** What a step's check may ask about the rest of the workflow. */
export interface WorkflowCheckContext {
  workflow: Workflow;
  stepById(id: string): WorkflowStep | undefined;
  /**
   * The steps on some path from start to `stepId` (start included, the step itself not), following
   * `next` and decision paths but not redirect jumps: the "earlier" steps a redirect may go back to.
   */
  earlierSteps(stepId: string): ReadonlySet<string>;
}
