import { describe, expect, it } from 'vitest';
import type { FormModel } from '../../runtime/forms/FormModel';
import type { Workflow } from '../../runtime/workflows/Workflow';
import { stepEditors } from './stepEditors';
import { takenPath } from './takenPath';
import { workflowOps } from './workflowOps';

const MODEL: FormModel = {
  name: 'Inspeção',
  groups: [{ id: 'g1', name: 'Itens', fields: [{ id: 'ok', name: 'Conforme', type: 'number' }] }],
};

/** start → fill → decision (ok < 1: back to fill; default: end). */
const FLOW: Workflow = {
  steps: [
    { id: 'start', type: 'start', name: 'Início', next: 'fill', settings: {} },
    { id: 'fill', type: 'timer', name: 'Espera', next: 'decision', settings: { hours: 1, minutes: 0 } },
    {
      id: 'decision',
      type: 'decision',
      name: 'Conforme?',
      next: null,
      settings: {
        paths: [
          {
            id: 'p1',
            name: 'Não',
            rule: { combinator: 'and', conditions: [{ field: 'ok', comparison: 'smaller', value: 1 }] },
            next: 'back',
          },
          { id: 'default', name: 'Sim', rule: null, next: 'end' },
        ],
        defaultPathId: 'default',
      },
    },
    { id: 'back', type: 'redirect', name: 'Refazer', next: null, settings: { target: 'fill' } },
    { id: 'end', type: 'end', name: 'Fim', next: null, settings: {} },
  ],
  layout: { start: { x: 0, y: 0 }, back: { x: 200, y: 300 } },
};

describe('the workflow editor operations', () => {
  it('deleting a step drops every link to it: next, a decision path, a redirect target, its position', () => {
    const withoutEnd = workflowOps.remove(FLOW, 'end', stepEditors);
    const decision = withoutEnd.steps.find((s) => s.id === 'decision')!.settings as {
      paths: Array<{ next: string | null }>;
    };
    expect(decision.paths.map((p) => p.next)).toEqual(['back', null]);
    const withoutFill = workflowOps.remove(FLOW, 'fill', stepEditors);
    expect(withoutFill.steps.find((s) => s.id === 'start')!.next).toBeNull();
    expect(withoutFill.steps.find((s) => s.id === 'back')!.settings).toEqual({ target: null });
    expect(workflowOps.remove(FLOW, 'back', stepEditors).layout).toEqual({ start: { x: 0, y: 0 } });
    // The start stays: a workflow has exactly one.
    expect(workflowOps.remove(FLOW, 'start', stepEditors)).toBe(FLOW);
  });

  it('connects a decision path by its handle and a single output by `next`', () => {
    const connected = workflowOps.connect(FLOW, 'decision', 'default', 'fill', stepEditors);
    const paths = (
      connected.steps.find((s) => s.id === 'decision')!.settings as { paths: Array<{ next: string }> }
    ).paths;
    expect(paths.map((p) => p.next)).toEqual(['back', 'fill']);
    expect(workflowOps.connect(FLOW, 'fill', 'next', 'end', stepEditors).steps[1]!.next).toBe('end');
  });

  it('the path taken follows the decision, a redirect jumps back, and a step met again stops the walk', () => {
    expect(takenPath(FLOW, MODEL, { ok: 5 }, stepEditors).steps).toEqual([
      'start',
      'fill',
      'decision',
      'end',
    ]);
    const back = takenPath(FLOW, MODEL, { ok: 0 }, stepEditors);
    expect(back.steps).toEqual(['start', 'fill', 'decision', 'back']);
    expect([...back.outputs]).toEqual(['start:next', 'fill:next', 'decision:p1', 'back:jump']);
    expect(back.choices).toEqual([{ stepId: 'decision', handle: 'p1' }]);
  });
});
