import type { Workflow } from './Workflow';
import type { WorkflowCheckContext } from './WorkflowCheckContext';
import type { WorkflowStep } from './WorkflowStep';

/**
 * The context the step checks of `workflow` share, over the forward graph `successors` gives (next and
 * decision paths; redirect jumps excluded, so "earlier" means "on a way from start to here").
 *
 * @example createCheckContext(workflow, (step) => (step.next ? [step.next] : [])).earlierSteps('s2')
 */
export function createCheckContext(
  workflow: Workflow,
  successors: (step: WorkflowStep) => string[],
): WorkflowCheckContext {
  const byId = new Map(workflow.steps.map((step) => [step.id, step]));
  const predecessors = new Map<string, string[]>();
  for (const step of workflow.steps)
    for (const next of successors(step)) predecessors.set(next, [...(predecessors.get(next) ?? []), step.id]);
  return {
    workflow,
    stepById: (id) => byId.get(id),
    earlierSteps(stepId) {
      const earlier = new Set<string>();
      const pending = [...(predecessors.get(stepId) ?? [])];
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (id === stepId || earlier.has(id)) continue;
        earlier.add(id);
        pending.push(...(predecessors.get(id) ?? []));
      }
      return earlier;
    },
  };
}
