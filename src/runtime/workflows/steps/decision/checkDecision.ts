import { problemOf } from '../../problemOf';
import type { WorkflowProblem } from '../../WorkflowProblem';
import type { WorkflowStep } from '../../WorkflowStep';
import type { DecisionSettings } from './DecisionSettings';

/**
 * Spec 001 §5: a decision needs a default path and at least two paths (the default counts as one).
 *
 * @example checkDecision({ ...step, settings: { paths: [onlyPath], defaultPathId: onlyPath.id } })
 * // [{ code: 'DECISION_TWO_PATHS_REQUIRED', message: 'A decisão precisa de pelo menos dois caminhos', stepId }]
 */
export function checkDecision(step: WorkflowStep<DecisionSettings>): WorkflowProblem[] {
  const { paths, defaultPathId } = step.settings;
  const problems: WorkflowProblem[] = [];
  if (!paths.some((path) => path.id === defaultPathId))
    problems.push(problemOf('DECISION_DEFAULT_PATH_REQUIRED', step.id));
  if (paths.length < 2) problems.push(problemOf('DECISION_TWO_PATHS_REQUIRED', step.id));
  return problems;
}
