import { describe, expect, it } from 'vitest';
import { stepTypes } from '../../runtime/workflows/stepTypes';
import { stepHandlers } from './stepHandlers';
import type { WorkflowStepHandler } from './WorkflowStepHandler';

/** The handlers whose key or `type` is not the same registered runtime step type. */
const strayHandlers = (handlers: Readonly<Record<string, WorkflowStepHandler>>) =>
  Object.entries(handlers)
    .filter(([name, handler]) => handler.type !== name || !stepTypes[name])
    .map(([name]) => name);

describe('the workflow step handlers', () => {
  it('run only registered runtime step types, each under its own name', () => {
    expect(strayHandlers(stepHandlers)).toEqual([]);
  });

  it('cover every registered runtime step type (a type without its engine side cannot run)', () => {
    expect(Object.keys(stepTypes).filter((type) => !stepHandlers[type])).toEqual([]);
  });

  it('would name a handler of an unknown type or filed under another name', () => {
    const handler = (type: string): WorkflowStepHandler => ({
      type,
      start: async () => 'finished',
      finish: async (step) => step.next,
    });
    expect(
      strayHandlers({ timer: handler('timer'), teleport: handler('teleport'), sendEmail: handler('timer') }),
    ).toEqual(['teleport', 'sendEmail']);
  });
});
