import type { Workflow } from '../../../runtime/workflows/Workflow';
import { stepTypes } from '../../../runtime/workflows/stepTypes';
import type { StepStateTone } from '../../workflow/stepStateTones';
import { outputsOf } from '../../workflow/workflowEdges';
import { JUMP_HANDLE, NEXT_HANDLE } from '../../workflow/workflowOps';
import type { WorkflowAnswer } from './WorkflowAnswer';

/** The steps a step leads to on the map: its outputs' targets and a redirect's jump back. */
function successorsOf(step: Workflow['steps'][number]): string[] {
  const jump = stepTypes[step.type]?.jumpTo?.(step.settings);
  return [
    ...outputsOf(step, '').flatMap((output) => (output.target ? [output.target] : [])),
    ...(jump ? [jump] : []),
  ];
}

/**
 * What the map of a running document draws: each step's state (ConsultarWorkflowDocumento's, and
 * `skipped` for a step not started that the flow can no longer reach: every one once the flow ended, else
 * those not reachable from the current step), and the links the flow took (`<step>:<handle>`): a
 * decision's path by its runs' branch, a single output when the step finished and the next one ran, a
 * redirect's jump when it finished.
 *
 * @example workflowMapStates(answer.PASSOS, map, 'running', 'fill2').taken // Set { 'start:next', 'fill1:next', 'd1:nc' }
 */
export function workflowMapStates(
  steps: WorkflowAnswer['PASSOS'],
  map: Workflow,
  status: 'running' | 'finished',
  currentStepId: string | null,
): { tones: Map<string, StepStateTone>; taken: Set<string> } {
  const byId = new Map(map.steps.map((step) => [step.id, step]));
  const answered = new Map(steps.map((step) => [step.id, step]));
  const reachable = new Set<string>();
  const queue = status === 'running' && currentStepId ? [currentStepId] : [];
  while (queue.length) {
    const id = queue.pop()!;
    if (reachable.has(id)) continue;
    reachable.add(id);
    const step = byId.get(id);
    if (step) queue.push(...successorsOf(step));
  }
  const tones = new Map<string, StepStateTone>();
  const taken = new Set<string>();
  for (const step of map.steps) {
    const state = answered.get(step.id)?.state ?? 'notStarted';
    tones.set(step.id, state === 'notStarted' && !reachable.has(step.id) ? 'skipped' : state);
    const finished = answered.get(step.id)?.runs.filter((run) => run.finishedAt) ?? [];
    if (!finished.length) continue;
    for (const output of outputsOf(step, '')) {
      const ran = output.target ? (answered.get(output.target)?.runs.length ?? 0) > 0 : false;
      const chosen =
        output.handle === NEXT_HANDLE ? ran : finished.some((run) => run.branch === output.handle);
      if (chosen) taken.add(`${step.id}:${output.handle}`);
    }
    if (stepTypes[step.type]?.jumpTo?.(step.settings)) taken.add(`${step.id}:${JUMP_HANDLE}`);
  }
  return { tones, taken };
}
