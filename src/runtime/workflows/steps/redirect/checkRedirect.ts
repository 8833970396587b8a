import { problemOf } from '../../problemOf';
import type { WorkflowCheckContext } from '../../WorkflowCheckContext';
import type { WorkflowProblem } from '../../WorkflowProblem';
import type { WorkflowStep } from '../../WorkflowStep';
import type { RedirectSettings } from './RedirectSettings';

/**
 * Spec 001 §4: a redirect goes back only to an earlier step, and only when it sits below a decision (a
 * decision is among its earlier steps), so going back is a choice the document makes, not a loop.
 *
 * @example checkRedirect(redirectToLaterStep, context)
 * // [{ code: 'REDIRECT_EARLIER_STEP_ONLY', message: 'Só é possível voltar para uma etapa anterior', stepId }]
 */
export function checkRedirect(
  step: WorkflowStep<RedirectSettings>,
  context: WorkflowCheckContext,
): WorkflowProblem[] {
  const earlier = context.earlierSteps(step.id);
  const problems: WorkflowProblem[] = [];
  const { target } = step.settings;
  if (target === null || !earlier.has(target))
    problems.push(problemOf('REDIRECT_EARLIER_STEP_ONLY', step.id));
  if (![...earlier].some((id) => context.stepById(id)?.type === 'decision'))
    problems.push(problemOf('REDIRECT_BELOW_DECISION_ONLY', step.id));
  return problems;
}
