import type { FormModel } from '../../runtime/forms/FormModel';
import type { Workflow } from '../../runtime/workflows/Workflow';
import { stepTypes } from '../../runtime/workflows/stepTypes';
import type { StepEditor } from './StepEditor';
import { JUMP_HANDLE, NEXT_HANDLE } from './workflowOps';

/** The way a document would go: the steps in order, the outputs taken (`<step>:<handle>`), the choices. */
export interface TakenPath {
  steps: string[];
  outputs: Set<string>;
  /** Each routing step met (a decision) and the output it chose, null when none applies. */
  choices: Array<{ stepId: string; handle: string | null }>;
}

/**
 * Walks the workflow from its start over the answers, as the engine would (the "Testar" panel): a step
 * whose editor routes (the decision, with the runtime's choosePath) goes on by the output it chooses,
 * a redirect jumps back, the others go on by `next`. Stops at an end, a dead end or a step met again.
 *
 * @example takenPath(workflow, model, { ok: 'nao' }, stepEditors).steps // ['start', 'fill_1', 'decision_1', 'sendEmail_1', 'end']
 */
export function takenPath(
  workflow: Workflow,
  model: FormModel,
  values: Record<string, unknown>,
  editors: Readonly<Record<string, StepEditor>>,
): TakenPath {
  const byId = new Map(workflow.steps.map((step) => [step.id, step]));
  const path: TakenPath = { steps: [], outputs: new Set(), choices: [] };
  let step = workflow.steps.find((s) => s.type === 'start');
  while (step && !path.steps.includes(step.id)) {
    path.steps.push(step.id);
    const editor = editors[step.type];
    const type = stepTypes[step.type];
    let next: string | null = step.next;
    let handle = NEXT_HANDLE;
    if (editor?.route) {
      const chosen = editor.route(step.settings, model, values);
      path.choices.push({ stepId: step.id, handle: chosen });
      const output = type?.outputs?.(step.settings).find((o) => o.handle === chosen);
      next = output?.target ?? null;
      handle = chosen ?? '';
    } else if (type?.jumpTo) {
      next = type.jumpTo(step.settings);
      handle = JUMP_HANDLE;
    }
    if (next) path.outputs.add(`${step.id}:${handle}`);
    step = next ? byId.get(next) : undefined;
  }
  return path;
}
