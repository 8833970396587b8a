import { MarkerType, type Edge } from '@xyflow/react';
import type { TFunction } from 'i18next';
import type { Workflow } from '../../runtime/workflows/Workflow';
import { stepTypes } from '../../runtime/workflows/stepTypes';
import type { StepOutput } from '../../runtime/workflows/WorkflowStepType';
import { JUMP_HANDLE, NEXT_HANDLE } from './workflowOps';

/** A step's outputs on the map: its type's (a decision's paths), or `next` when its type needs one. */
export function outputsOf(step: Workflow['steps'][number], nextLabel: string): StepOutput[] {
  const outputs = stepTypes[step.type]?.outputs;
  if (outputs) return outputs(step.settings);
  return stepTypes[step.type]?.needsNext
    ? [{ handle: NEXT_HANDLE, label: nextLabel, target: step.next }]
    : [];
}

/**
 * The map's links: an edge per output that leads to a step (a decision's labelled by its path), a dashed
 * edge for a redirect's jump back. `taken` (`<step>:<handle>`, the "Testar" panel's path or the branches
 * a running document took) are drawn thick in `colors.highlight` and animated. The editor's canvas and the
 * read-only map of a running document draw the same links.
 *
 * @example workflowEdges(workflow, new Set(['decision_1:p1']), t, { highlight: '#2e7d32', ink: '#757575' })
 */
export function workflowEdges(
  workflow: Workflow,
  taken: ReadonlySet<string> | undefined,
  t: TFunction,
  colors: { highlight: string; ink: string },
): Edge[] {
  const names = new Map(workflow.steps.map((step) => [step.id, step.name]));
  const { highlight, ink } = colors;
  return workflow.steps.flatMap((step) => {
    const out: Edge[] = outputsOf(step, t('workflow.editor.out'))
      .filter((output) => output.target && names.has(output.target))
      .map((output) => {
        const on = taken?.has(`${step.id}:${output.handle}`) ?? false;
        return {
          id: `${step.id}:${output.handle}`,
          source: step.id,
          sourceHandle: output.handle,
          target: output.target!,
          label: output.handle === NEXT_HANDLE ? undefined : output.label,
          ariaLabel: t('workflow.editor.edge', { source: step.name, target: names.get(output.target!) }),
          animated: on,
          markerEnd: { type: MarkerType.ArrowClosed, color: on ? highlight : ink },
          style: on ? { stroke: highlight, strokeWidth: 3 } : { stroke: ink, strokeWidth: 1.5 },
        };
      });
    const jump = stepTypes[step.type]?.jumpTo?.(step.settings);
    if (jump && names.has(jump)) {
      const on = taken?.has(`${step.id}:${JUMP_HANDLE}`) ?? false;
      out.push({
        id: `${step.id}:${JUMP_HANDLE}`,
        source: step.id,
        target: jump,
        deletable: false,
        ariaLabel: t('workflow.editor.jump', { source: step.name, target: names.get(jump) }),
        animated: on,
        style: { stroke: on ? highlight : ink, strokeWidth: on ? 3 : 1.5, strokeDasharray: '6 4' },
        markerEnd: { type: MarkerType.ArrowClosed, color: on ? highlight : ink },
      });
    }
    return out;
  });
}
