import type { WorkflowProblem } from './WorkflowProblem';

/** The verdict of checkWorkflow: what blocks saving, the steps to revise, and the message to show. */
export interface WorkflowCheck {
  problems: WorkflowProblem[];
  /** Ids of the steps with a problem, in the workflow's order: the editor marks them unconfigured. */
  unconfiguredSteps: string[];
  /** The spec's 'Não foi possível salvar o modelo...' when anything is wrong; null when it may be saved. */
  message: string | null;
}
