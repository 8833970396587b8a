import { compileStepSchema } from './compileStepSchema';
import { createCheckContext } from './createCheckContext';
import { problemOf } from './problemOf';
import { stepTypes } from './stepTypes';
import type { Workflow } from './Workflow';
import type { WorkflowCheck } from './WorkflowCheck';
import { WORKFLOW_PROBLEM_MESSAGES } from './workflowProblemMessages';
import type { WorkflowProblem } from './WorkflowProblem';
import type { WorkflowStep } from './WorkflowStep';

/** Breadth-first over `successors` from `from`: every step id the flow can reach. */
function reachable(from: string, successorsOf: (id: string) => string[]): Set<string> {
  const seen = new Set([from]);
  const queue = [from];
  for (let id = queue.shift(); id !== undefined; id = queue.shift())
    for (const next of successorsOf(id))
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
  return seen;
}

/**
 * Whether a workflow may be saved (spec 001 §5, §8): exactly one start, an end reachable from it, every
 * step of a known type, its settings valid against the type's schema ('Etapa não configurada' otherwise),
 * its type's checks passed and, unless the flow stops or jumps there, a next step. Any problem gives the
 * spec's message 'Não foi possível salvar o modelo. Por favor, revise o workflow e salve-o novamente'.
 *
 * @example
 * checkWorkflow({ steps: [start, fill, end] })
 * // { problems: [], unconfiguredSteps: [], message: null }
 */
export function checkWorkflow(workflow: Workflow): WorkflowCheck {
  const problems: WorkflowProblem[] = [];
  const ids = new Set(workflow.steps.map((step) => step.id));
  const configured = new Set(
    workflow.steps.filter((step) => {
      const type = stepTypes[step.type];
      if (!type) problems.push(problemOf('STEP_UNKNOWN_TYPE', step.id));
      else if (!compileStepSchema(type)(step.settings))
        problems.push(problemOf('STEP_NOT_CONFIGURED', step.id));
      else return true;
      return false;
    }),
  );
  // A step whose settings are not valid leads on by `next` only: its type's successors read the settings.
  const successors = (step: WorkflowStep) => {
    const lead = configured.has(step) ? stepTypes[step.type]?.successors : undefined;
    return (lead ? lead(step) : step.next ? [step.next] : []).filter((id) => ids.has(id));
  };
  const context = createCheckContext(workflow, successors);
  for (const step of configured) {
    const type = stepTypes[step.type]!;
    problems.push(...type.check(step, context));
    if (type.needsNext && successors(step).length === 0)
      problems.push(problemOf('STEP_NOT_CONNECTED', step.id));
  }
  const starts = workflow.steps.filter((step) => step.type === 'start');
  if (starts.length !== 1) problems.push(problemOf('WORKFLOW_START_REQUIRED', null));
  else {
    const reached = reachable(starts[0]!.id, (id) => successors(context.stepById(id)!));
    if (!workflow.steps.some((step) => step.type === 'end' && reached.has(step.id)))
      problems.push(problemOf('WORKFLOW_END_UNREACHABLE', null));
  }
  const faulty = new Set(problems.map((problem) => problem.stepId));
  return {
    problems,
    unconfiguredSteps: workflow.steps.filter((step) => faulty.has(step.id)).map((step) => step.id),
    message: problems.length ? WORKFLOW_PROBLEM_MESSAGES.WORKFLOW_INVALID : null,
  };
}
