import type { WORKFLOW_PROBLEM_MESSAGES } from './workflowProblemMessages';

/**
 * One reason a workflow cannot be saved: a stable code, its pt-BR message, and the step at fault (null
 * for the workflow as a whole).
 */
export interface WorkflowProblem {
  code: keyof typeof WORKFLOW_PROBLEM_MESSAGES;
  message: string;
  stepId: string | null;
}
