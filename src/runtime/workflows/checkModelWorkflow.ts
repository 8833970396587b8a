import type { FormModel } from '../forms/FormModel';
import { checkWorkflow } from './checkWorkflow';
import { problemOf } from './problemOf';
import { stepTypes } from './stepTypes';
import type { WorkflowCheck } from './WorkflowCheck';
import { WORKFLOW_PROBLEM_MESSAGES } from './workflowProblemMessages';

/**
 * checkWorkflow for a model's workflow, plus what only the model can tell: every group and field a step
 * uses (its type's `uses`) exists in the model (STEP_UNKNOWN_ITEM otherwise). A model without a workflow
 * passes. SalvarModelo refuses a model whose check has a message (WORKFLOW_INVALID).
 *
 * @example checkModelWorkflow(model).message // null, or 'Não foi possível salvar o modelo...'
 */
export function checkModelWorkflow(model: FormModel): WorkflowCheck {
  if (!model.workflow) return { problems: [], unconfiguredSteps: [], message: null };
  const check = checkWorkflow(model.workflow);
  const known = new Set(
    model.groups.flatMap((group) => [group.id, ...group.fields.map((field) => field.id)]),
  );
  const faulty = new Set(check.unconfiguredSteps);
  for (const step of model.workflow.steps) {
    if (faulty.has(step.id)) continue;
    const uses = stepTypes[step.type]?.uses?.(step);
    if (uses?.items.some((id) => !known.has(id))) {
      check.problems.push(problemOf('STEP_UNKNOWN_ITEM', step.id));
      faulty.add(step.id);
    }
  }
  return {
    problems: check.problems,
    unconfiguredSteps: model.workflow.steps.filter((step) => faulty.has(step.id)).map((step) => step.id),
    message: check.problems.length ? WORKFLOW_PROBLEM_MESSAGES.WORKFLOW_INVALID : null,
  };
}
