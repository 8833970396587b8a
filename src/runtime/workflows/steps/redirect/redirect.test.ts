import { describe, expect, it } from 'vitest';
import { compileStepSchema } from '../../compileStepSchema';
import { createCheckContext } from '../../createCheckContext';
import type { Workflow } from '../../Workflow';
import type { WorkflowStep } from '../../WorkflowStep';
import { checkRedirect } from './checkRedirect';
import type { RedirectSettings } from './RedirectSettings';
import { redirectStep } from './redirectStep';

const step = (id: string, type: string, next: string | null): WorkflowStep => ({
  id,
  type,
  name: id,
  next,
  settings: {},
});
const back = (target: string | null): WorkflowStep<RedirectSettings> => ({
  id: 'back',
  type: 'redirect',
  name: 'Voltar',
  next: null,
  settings: { target },
});
// start → f1 → d1 (a decision whose only path, for this graph, is 'back') ; f2 → end stands apart.
const contextOf = (steps: WorkflowStep[]) =>
  createCheckContext({ steps } as Workflow, (s) =>
    s.type === 'decision' ? ['back'] : s.next ? [s.next] : [],
  );

describe('the redirect step', () => {
  const belowDecision = [
    step('start', 'start', 'f1'),
    step('f1', 'documentFill', 'd1'),
    step('d1', 'decision', null),
  ];

  it('goes back to an earlier step, or to the start, below a decision', () => {
    expect(compileStepSchema(redirectStep)(back('f1').settings)).toBe(true);
    expect(checkRedirect(back('f1'), contextOf([...belowDecision, back('f1')]))).toEqual([]);
    expect(checkRedirect(back('start'), contextOf([...belowDecision, back('start')]))).toEqual([]);
  });

  it('refuses a step that is not earlier (spec 001 §4)', () => {
    const steps = [...belowDecision, step('f2', 'documentFill', 'end'), back('f2')];
    expect(checkRedirect(back('f2'), contextOf(steps))).toEqual([
      {
        code: 'REDIRECT_EARLIER_STEP_ONLY',
        message: 'Só é possível voltar para uma etapa anterior',
        stepId: 'back',
      },
    ]);
    expect(checkRedirect(back(null), contextOf(steps)).map((p) => p.code)).toEqual([
      'REDIRECT_EARLIER_STEP_ONLY',
    ]);
  });

  it('refuses a redirect that is not below a decision (spec 001 §4)', () => {
    const steps = [step('start', 'start', 'f1'), step('f1', 'documentFill', 'back'), back('f1')];
    expect(checkRedirect(back('f1'), contextOf(steps))).toEqual([
      {
        code: 'REDIRECT_BELOW_DECISION_ONLY',
        message: 'A etapa de voltar só pode ficar abaixo de uma decisão',
        stepId: 'back',
      },
    ]);
  });
});
