import type { WorkflowProblem } from './WorkflowProblem';
import { WORKFLOW_PROBLEM_MESSAGES } from './workflowProblemMessages';

/**
 * A problem with its catalogue message, so a check never writes a message by hand.
 *
 * @example problemOf('DECISION_TWO_PATHS_REQUIRED', 'd1') // { code, message: 'A decisão precisa...', stepId: 'd1' }
 */
export function problemOf(code: WorkflowProblem['code'], stepId: string | null): WorkflowProblem {
  return { code, message: WORKFLOW_PROBLEM_MESSAGES[code], stepId };
}
