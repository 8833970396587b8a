import type { TFunction } from 'i18next';
import type { Workflow } from '../../runtime/workflows/Workflow';
import type { WorkflowStep } from '../../runtime/workflows/WorkflowStep';
import { stepTypes } from '../../runtime/workflows/stepTypes';
import type { StepEditor } from './StepEditor';

type Editors = Readonly<Record<string, StepEditor>>;
type Position = { x: number; y: number };

/** The handle of a step's single output. */
export const NEXT_HANDLE = 'next';
/** The id suffix of a redirect's link back (not a handle: it is drawn, not connected). */
export const JUMP_HANDLE = 'jump';

function mapSteps(workflow: Workflow, fn: (step: WorkflowStep) => WorkflowStep): Workflow {
  return { ...workflow, steps: workflow.steps.map(fn) };
}

/**
 * The workflow editor's model operations: pure functions from a workflow to the next, so the canvas,
 * the keyboard paths and the settings panels change it the same way.
 *
 * @example workflowOps.add(workflow, 'timer', editors, t, { x: 0, y: 200 }) // { workflow, id: 'timer_1' }
 */
export const workflowOps = {
  /** A new workflow: a start leading nowhere yet, and an end. */
  empty(t: TFunction): Workflow {
    return {
      steps: [
        { id: 'start', type: 'start', name: t('workflow.steps.start'), next: null, settings: {} },
        { id: 'end', type: 'end', name: t('workflow.steps.end'), next: null, settings: {} },
      ],
      layout: { start: { x: 0, y: 0 }, end: { x: 0, y: 480 } },
    };
  },

  /** Adds a step of `type` with its editor's default settings, named "<type label> <n>". */
  add(
    workflow: Workflow,
    type: string,
    editors: Editors,
    t: TFunction,
    position: Position,
  ): { workflow: Workflow; id: string } {
    const ids = new Set(workflow.steps.map((step) => step.id));
    let n = 1;
    while (ids.has(`${type}_${n}`)) n += 1;
    const id = `${type}_${n}`;
    const label = t(stepTypes[type]!.labelKey);
    const step: WorkflowStep = {
      id,
      type,
      name: t('workflow.editor.newName', { type: label, n }),
      next: null,
      settings: editors[type]!.defaults(t),
    };
    return {
      id,
      workflow: {
        ...workflow,
        steps: [...workflow.steps, step],
        layout: { ...workflow.layout, [id]: position },
      },
    };
  },

  /** Removes a step (never the start) and every link to it. */
  remove(workflow: Workflow, id: string, editors: Editors): Workflow {
    if (workflow.steps.find((step) => step.id === id)?.type === 'start') return workflow;
    const { [id]: _gone, ...layout } = workflow.layout ?? {};
    return {
      steps: workflow.steps
        .filter((step) => step.id !== id)
        .map((step) => {
          const forget = editors[step.type]?.forget;
          return {
            ...step,
            next: step.next === id ? null : step.next,
            settings: forget ? forget(step.settings, id) : step.settings,
          };
        }),
      layout,
    };
  },

  /** Points a step's output (NEXT_HANDLE, or one of its editor's outputs) at a step, or at none. */
  connect(
    workflow: Workflow,
    source: string,
    handle: string,
    target: string | null,
    editors: Editors,
  ): Workflow {
    return mapSteps(workflow, (step) => {
      if (step.id !== source) return step;
      const connect = editors[step.type]?.connect;
      if (connect && handle !== NEXT_HANDLE)
        return { ...step, settings: connect(step.settings, handle, target) };
      return { ...step, next: target };
    });
  },

  move(workflow: Workflow, id: string, position: Position): Workflow {
    return {
      ...workflow,
      layout: { ...workflow.layout, [id]: { x: Math.round(position.x), y: Math.round(position.y) } },
    };
  },

  update(
    workflow: Workflow,
    id: string,
    patch: Partial<Pick<WorkflowStep, 'name' | 'settings' | 'next'>>,
  ): Workflow {
    return mapSteps(workflow, (step) => (step.id === id ? { ...step, ...patch } : step));
  },
};
