import { describe, expect, it } from 'vitest';
import { compileStepSchema } from '../../compileStepSchema';
import type { WorkflowStep } from '../../WorkflowStep';
import { checkDecision } from './checkDecision';
import type { DecisionSettings } from './DecisionSettings';
import { decisionStep } from './decisionStep';

const yes = { id: 'sim', name: 'Sim', rule: null, next: 'end' };
const no = { id: 'nao', name: 'Não', rule: { field: 'ok', comparison: 'equal', value: false }, next: 'f1' };
const step = (settings: DecisionSettings): WorkflowStep<DecisionSettings> => ({
  id: 'd1',
  type: 'decision',
  name: 'Aprovado?',
  next: null,
  settings,
});

describe('the decision step', () => {
  it('is configured with a default and at least two paths, and leads on through them', () => {
    const decision = step({ paths: [yes, no], defaultPathId: 'sim' });
    expect(compileStepSchema(decisionStep)(decision.settings)).toBe(true);
    expect(checkDecision(decision)).toEqual([]);
    expect(decisionStep.successors!(decision)).toEqual(['end', 'f1']);
  });

  it('asks for a default path and two paths (spec 001 §5)', () => {
    expect(checkDecision(step({ paths: [yes], defaultPathId: null }))).toEqual([
      { code: 'DECISION_DEFAULT_PATH_REQUIRED', message: 'Defina o caminho padrão da decisão', stepId: 'd1' },
      {
        code: 'DECISION_TWO_PATHS_REQUIRED',
        message: 'A decisão precisa de pelo menos dois caminhos',
        stepId: 'd1',
      },
    ]);
    expect(checkDecision(step({ paths: [yes, no], defaultPathId: 'talvez' })).map((p) => p.code)).toEqual([
      'DECISION_DEFAULT_PATH_REQUIRED',
    ]);
  });

  it('rejects a path without an id', () => {
    expect(
      compileStepSchema(decisionStep)({
        paths: [{ name: 'Sim', rule: null, next: null }],
        defaultPathId: null,
      }),
    ).toBe(false);
  });
});
