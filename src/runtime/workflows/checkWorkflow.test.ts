import { describe, expect, it } from 'vitest';
import { checkWorkflow } from './checkWorkflow';
import type { WorkflowStep } from './WorkflowStep';

const start = (next: string | null): WorkflowStep => ({
  id: 'start',
  type: 'start',
  name: 'Início',
  next,
  settings: {},
});
const end: WorkflowStep = { id: 'end', type: 'end', name: 'Fim', next: null, settings: {} };
const fill = (id: string, next: string | null, settings: object = {}): WorkflowStep => ({
  id,
  type: 'documentFill',
  name: `Preencher ${id}`,
  next,
  settings: { assignee: { kind: 'previousPerson' }, deadlineHours: 24, groups: ['g1'], ...settings },
});
const SAVE_ERROR = 'Não foi possível salvar o modelo. Por favor, revise o workflow e salve-o novamente';

describe('checkWorkflow', () => {
  it('accepts start → fill → end', () => {
    expect(checkWorkflow({ steps: [start('f1'), fill('f1', 'end'), end] })).toEqual({
      problems: [],
      unconfiguredSteps: [],
      message: null,
    });
  });

  it('accepts a decision whose path goes back to the fill step, the other path to the end', () => {
    const decision: WorkflowStep = {
      id: 'd1',
      type: 'decision',
      name: 'Aprovado?',
      next: null,
      settings: {
        paths: [
          { id: 'sim', name: 'Sim', rule: null, next: 'end' },
          { id: 'nao', name: 'Não', rule: { field: 'ok', comparison: 'equal', value: false }, next: 'back' },
        ],
        defaultPathId: 'sim',
      },
    };
    const back: WorkflowStep = {
      id: 'back',
      type: 'redirect',
      name: 'Refazer',
      next: null,
      settings: { target: 'f1' },
    };
    expect(checkWorkflow({ steps: [start('f1'), fill('f1', 'd1'), decision, back, end] }).message).toBeNull();
  });

  it('lists the unconfigured steps with the spec’s message', () => {
    const check = checkWorkflow({
      steps: [start('f1'), fill('f1', 'f2', { assignee: null }), fill('f2', 'end', { groups: 'all' }), end],
    });
    expect(check.message).toBe(SAVE_ERROR);
    expect(check.unconfiguredSteps).toEqual(['f1', 'f2']);
    expect(check.problems).toEqual([
      { code: 'STEP_NOT_CONFIGURED', message: 'Etapa não configurada', stepId: 'f2' },
      { code: 'DOCUMENT_FILL_ASSIGNEE_REQUIRED', message: 'Informe quem vai preencher', stepId: 'f1' },
    ]);
  });

  it('reports an end the start cannot reach and a step with no next', () => {
    const check = checkWorkflow({ steps: [start('f1'), fill('f1', null), end] });
    expect(check.problems.map((p) => [p.code, p.stepId])).toEqual([
      ['STEP_NOT_CONNECTED', 'f1'],
      ['WORKFLOW_END_UNREACHABLE', null],
    ]);
    expect(check.unconfiguredSteps).toEqual(['f1']);
    expect(check.message).toBe(SAVE_ERROR);
  });

  it('asks for exactly one start and knows every step type', () => {
    const odd: WorkflowStep = { id: 'x', type: 'teleport', name: 'X', next: 'end', settings: {} };
    const check = checkWorkflow({ steps: [odd, end] });
    expect(check.problems.map((p) => p.code)).toEqual(['STEP_UNKNOWN_TYPE', 'WORKFLOW_START_REQUIRED']);
    expect(check.unconfiguredSteps).toEqual(['x']);
  });
});
